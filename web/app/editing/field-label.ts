import type { Language, Path } from '@site/blocks';
import type { TFunction } from 'i18next';
import { pathLabel } from './names.ts';

/**
 * 'Cards › Item 2 › Title': a readable name for a field path of a block of `type`, in the editor's
 * language, from the block's definition (names.ts).
 */
export function fieldLabel(type: string, path: Path, lang: Language, t: TFunction<'editing'>): string {
  return pathLabel(type, path, lang, (n) => t('item', { n }));
}
