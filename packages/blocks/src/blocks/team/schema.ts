import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { choice, itemId, localizedText, mediaPath } from '../../fields.ts';

/**
 * One piece of a member's biography, in reading order: a paragraph, a heading (drawn as h4) or a
 * bullet list, whose items are the lines of `text` (blank lines dropped). One text field per piece
 * keeps every piece editable with the same control.
 */
export const BIO_TYPES = ['paragraph', 'heading', 'list'] as const;

const bioItem = z.strictObject({
  id: itemId.optional(),
  type: z.enum(BIO_TYPES),
  text: localizedText,
});
export type BioItem = z.infer<typeof bioItem>;

/**
 * Team grid (spec 000 §2 "Our team", §3 "Team member"): cards cycling through six pastel colours,
 * each opening the member's modal. A photo whose path contains 'card-' (on the card) or ends in
 * .jpg (in the modal) is a stand-in and is drawn as a coloured placeholder with the initials.
 */
/** One member of the team (spec 000 §3), with the biography their card opens. */
export const teamMember = z.strictObject({
  id: itemId,
  name: localizedText,
  position: localizedText.optional(),
  photoCard: mediaPath.optional(),
  photoModal: mediaPath.optional(),
  bio: z.array(bioItem).max(100).optional(),
});

export const team = defineBlock({
  type: 'TEAM',
  label: { en: 'Team', ar: 'فريق العمل' },
  description: {
    en: 'Cards of the team members, each opening the member’s biography.',
    ar: 'بطاقات أعضاء الفريق، تفتح كلٌّ منها نبذة عن صاحبها.',
  },
  group: 'people',
  schema: z.strictObject({
    title: localizedText.optional(),
    subtitle: localizedText.optional(),
    /** Its collection's items, filled when read (ADR 0040): as many as the collection holds. */
    members: z.array(teamMember),
  }),
  parts: {
    members: { label: { en: 'Members', ar: 'الأعضاء' } },
    'members[].bio': { label: { en: 'Biography', ar: 'النبذة' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    'members[].name': 'localized',
    'members[].position': { kind: 'localized', label: { en: 'Position', ar: 'المنصب' } },
    'members[].photoCard': { kind: 'media', label: { en: 'Card photo', ar: 'صورة البطاقة' } },
    'members[].photoModal': { kind: 'media', label: { en: 'Profile photo', ar: 'صورة الملف الشخصي' } },
    'members[].bio[].type': choice(BIO_TYPES),
    'members[].bio[].text': 'localized',
  },
  defaults: {
    title: { en: 'Meet our team', ar: 'تعرّف على فريقنا' },
    members: [
      {
        id: 'member-new',
        name: { en: 'New member', ar: 'عضو جديد' },
        position: { en: 'New Position', ar: 'منصب جديد' },
        photoCard: '/data/uploads/seed/team-card-default.svg',
        photoModal: '/data/uploads/seed/team-modal-default.jpg',
        bio: [{ type: 'paragraph', text: { en: 'New bio...', ar: 'نبذة جديدة...' } }],
      },
    ],
  },
});
