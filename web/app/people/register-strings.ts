import i18next from 'i18next';
import { PEOPLE_NS, peopleStrings } from './strings.ts';

// Imported by the People screen's lazy entry: registered before any component asks for the
// namespace, so i18next never fetches it.
for (const [lng, strings] of Object.entries(peopleStrings))
  i18next.addResourceBundle(lng, PEOPLE_NS, strings, true, false);
