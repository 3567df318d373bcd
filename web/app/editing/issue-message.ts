import type { Language } from '@site/blocks/localized';
import { type UrlRule, urlRuleMessages } from '@site/blocks/url-checks';

/**
 * A schema's objection in the editor's language: the link and media rules (`url-checks`) carry
 * their rule in `params` and have Arabic wording; other rules speak in the schema's own words.
 */
export function issueMessage(issue: { message: string; params?: Record<string, unknown> } | undefined, lang: Language) {
  const rule = issue?.params?.urlRule;
  return rule === 'link' || rule === 'media' ? urlRuleMessages[lang][rule satisfies UrlRule] : (issue?.message ?? '');
}
