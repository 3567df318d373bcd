import { checkBlockContent, pageSettings } from '@site/blocks';
import { urlRuleMessages } from '@site/blocks/url-checks';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './issue-message.ts';

function firstIssue(type: string, content: unknown) {
  const check = checkBlockContent(type, content);
  if (check.ok || check.reason !== 'invalid_content') throw new Error('expected the schema to refuse the content');
  return check.issues[0];
}

describe('issueMessage', () => {
  it('explains a refused link and a refused media address in the editor’s language', () => {
    const link = firstIssue('CTA', { title: 'T', buttonLink: '/\\evil.example' });
    expect(issueMessage(link, 'en')).toBe(urlRuleMessages.en.link);
    expect(issueMessage(link, 'ar')).toBe(urlRuleMessages.ar.link);
    const media = firstIssue('HERO', { title: 'T', backgroundImage: '/x");background:url(//evil)' });
    expect(issueMessage(media, 'ar')).toBe(urlRuleMessages.ar.media);
    const settings = pageSettings.safeParse({ image: 'javascript:alert(1)' }).error?.issues[0];
    expect(issueMessage(settings, 'ar')).toBe(urlRuleMessages.ar.media);
  });

  it('keeps the schema’s own words for other rules', () => {
    expect(
      issueMessage(firstIssue('SUCCESS_STORIES', { title: 'T', backgroundColor: 'red;x', stories: [] }), 'ar'),
    ).toBe('Must be a CSS colour');
    expect(issueMessage(undefined, 'en')).toBe('');
  });
});
