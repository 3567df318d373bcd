import i18next from 'i18next';
import { PUBLISHING_NS, publishingStrings } from './strings.ts';

for (const [lng, strings] of Object.entries(publishingStrings))
  i18next.addResourceBundle(lng, PUBLISHING_NS, strings, true, false);
