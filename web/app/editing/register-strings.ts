import i18next from 'i18next';
import { EDITING_NS, editingStrings } from './strings.ts';

// Imported by each lazy editor entry: registered before any component asks for the namespace,
// so i18next never fetches it.
for (const [lng, strings] of Object.entries(editingStrings))
  i18next.addResourceBundle(lng, EDITING_NS, strings, true, false);
