import i18next from 'i18next';
import { ACCOUNT_NS, accountStrings } from './strings.ts';

// Imported by the account menu's lazy entry: registered before any component asks for the
// namespace, so i18next never fetches it.
for (const [lng, strings] of Object.entries(accountStrings))
  i18next.addResourceBundle(lng, ACCOUNT_NS, strings, true, false);
