import { z } from 'zod';
import { itemId, localizedText, mediaPath } from '../../fields.ts';

/**
 * One card of a logo card grid (partners, clients, awards; spec 000 §3): a logo, a name, a short
 * description on the card and details in the card's modal. Line breaks in `description` and
 * `details` separate paragraphs.
 */
export const logoCardFields = {
  id: itemId,
  name: localizedText,
  logo: mediaPath.optional(),
  description: localizedText.optional(),
  details: localizedText.optional(),
};

export const logoCardItem = z.strictObject(logoCardFields);

/** The editable fields of each card of the array `list` (`partners[].name`, …). */
export function logoCardEditFields<const L extends string>(list: L) {
  return {
    [`${list}[].name`]: 'localized',
    [`${list}[].logo`]: 'media',
    [`${list}[].description`]: 'localized',
    [`${list}[].details`]: 'localized',
  } as const;
}
