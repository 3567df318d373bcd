import i18next from 'i18next';
import { PAGES_NS, pagesStrings } from './strings.ts';

for (const [lng, strings] of Object.entries(pagesStrings))
  i18next.addResourceBundle(lng, PAGES_NS, strings, true, false);
