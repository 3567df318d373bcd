import type { Path } from '@site/blocks';
import type { TFunction } from 'i18next';

/** 'Cards › Item 2 › Title': a readable name for a field path, in the editor's language. */
export function fieldLabel(path: Path, t: TFunction<'editing'>): string {
  return path
    .map((part) =>
      typeof part === 'number' ? t('item', { n: part + 1 }) : t(`fields.${part}`, { defaultValue: humanize(part) }),
    )
    .join(' › ');
}

function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
