import { describe, expect, it } from 'vitest';
import { saveFailedKey } from './save-messages.ts';
import { editingStrings } from './strings.ts';

describe('the alert for a failed save', () => {
  it.each([
    ['HERO', 'Failed to save changes.'],
    ['header', 'Failed to save header changes.'],
    ['FOOTER', 'Failed to save footer changes.'],
    ['CTA', 'Failed to save CTA changes.'],
    ['TEXT', 'Failed to save policy changes.'],
    ['CTA on a template page', 'Failed to save template changes.'],
    ['TIMELINE on a template page', 'Failed to save template changes.'],
  ])('%s → %s', (type, text) => {
    const onTemplate = type.endsWith(' on a template page');
    const { key, options } = saveFailedKey(type.split(' ')[0] as string, { template: onTemplate });
    const template = editingStrings.en[key as keyof typeof editingStrings.en] as string;
    expect(template.replace('{{type}}', options?.type ?? '')).toBe(text);
    expect(editingStrings.ar[key as keyof typeof editingStrings.ar]).toBeTruthy();
  });
});
