import i18next from 'i18next';
import { EDITING_NS } from '../strings.ts';

/** The presence strip's and markers' strings, the `presence` section of the editing namespace. */
export const presenceStrings = {
  en: {
    label: 'Other editors on this page',
    alsoHere: 'Also here: {{list}}',
    inBlock: '{{name}} ({{block}})',
    editingHere: 'Editing here: {{list}}',
    savedBy: '{{name}} saved {{block}}',
  },
  ar: {
    label: 'محرّرون آخرون في هذه الصفحة',
    alsoHere: 'هنا أيضًا: {{list}}',
    inBlock: '{{name}} ({{block}})',
    editingHere: 'يحرّر هنا الآن: {{list}}',
    savedBy: 'حُفظ {{block}} بواسطة {{name}}',
  },
};

// Added to the editing namespace beside its other sections when the editor loads.
for (const [lng, strings] of Object.entries(presenceStrings))
  i18next.addResourceBundle(lng, EDITING_NS, { presence: strings }, true, false);
