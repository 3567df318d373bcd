import { describe, expect, it } from 'vitest';
import type { BlockContent } from '../../registry.ts';
import { renderView } from '../../test/render-view.tsx';
import { blockOf, seedPage } from '../../test/seed.ts';
import ContactFormView from './view.tsx';

describe('CONTACT_FORM', () => {
  it('draws every field with its label, the service options and the consent link', async () => {
    const content = seedPage('contact-us').blocks.find((b) => b.block_type === 'CONTACT_FORM')
      ?.content as BlockContent<'CONTACT_FORM'>;
    const html = await renderView(<ContactFormView block={blockOf('CONTACT_FORM', content)} />, 'ar');
    for (const name of ['fullName', 'companyName', 'email', 'phone', 'service', 'inquiry', 'attachment'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<option value="None"[^>]*>لم أحدّد بعد<\/option>/);
    expect(html).toContain('value="LMS"');
    expect(html).toContain('value="Content"');
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toContain('accept=".png,.jpg,.jpeg,.svg,.pdf,.doc,.docx,.ppt,.pptx"');
  });
});
