import i18next from 'i18next';
import { TRANSLATION_NS, translationStrings } from './strings.ts';

// Imported by the translation components (the editing chunk only): registered before any asks for it.
for (const [lng, strings] of Object.entries(translationStrings))
  i18next.addResourceBundle(lng, TRANSLATION_NS, strings, true, false);
