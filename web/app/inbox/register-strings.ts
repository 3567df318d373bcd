import i18next from 'i18next';
import { INBOX_NS, inboxStrings } from './strings.ts';

// Imported by the inbox's lazy entry: registered before any component asks for the namespace, so
// i18next never fetches it.
for (const [lng, strings] of Object.entries(inboxStrings))
  i18next.addResourceBundle(lng, INBOX_NS, strings, true, false);
