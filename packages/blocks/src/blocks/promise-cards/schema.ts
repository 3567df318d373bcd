import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { itemId, localizedText } from '../../fields.ts';

/** Why-choose-us page, block 4 (spec 000 §2): a main title over numbered cards of title and text. */
export const promiseCards = defineBlock({
  type: 'PROMISE_CARDS',
  label: { en: 'Numbered cards', ar: 'بطاقات مرقّمة' },
  description: {
    en: 'A title over numbered cards, each with a title and a text.',
    ar: 'عنوان فوق بطاقات مرقّمة، لكلٍّ منها عنوان ونص.',
  },
  group: 'lists',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    mainTitle: localizedText,
    cards: z.array(z.strictObject({ id: itemId, title: localizedText, description: localizedText.optional() })).max(30),
  }),
  fields: {
    subtitle: 'localized',
    mainTitle: 'localized',
    'cards[].title': 'localized',
    'cards[].description': 'localized',
  },
  defaults: {
    mainTitle: { en: 'Our promise', ar: 'وعدنا' },
    cards: [
      {
        id: 'promise-1',
        title: { en: 'A new promise', ar: 'وعد جديد' },
        description: { en: 'Describe it here.', ar: 'صِفه هنا.' },
      },
    ],
  },
});
