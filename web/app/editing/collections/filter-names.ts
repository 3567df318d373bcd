import type { LocalizedText } from '@site/blocks';

/** A list block's filter as the panel shows it: its label and its options' names. */
export interface FilterNames {
  param: string;
  label: LocalizedText | undefined;
  options: Array<{ id: string; name: LocalizedText }>;
}

type Named = { id: string; name: LocalizedText };
type Content = {
  filters?: Partial<Record<'industry' | 'solution', Named[]>> &
    Partial<Record<'label' | 'blog' | 'events', LocalizedText>>;
  industryLabel?: LocalizedText;
  solutionLabel?: LocalizedText;
};

/**
 * The filters of a list block that pages through a collection, named as its content names them
 * (the address's `param`s of its `list`): industry and solution for the stories and the clients,
 * post or event for the resources. Kept in the editor, so visitors' code does not carry it.
 */
export function filterNames(blockType: string, blockContent: unknown): FilterNames[] {
  const content = (blockContent ?? {}) as Content;
  const filters = content.filters ?? {};
  if (blockType === 'RESOURCES')
    return [
      {
        param: 'filter',
        label: filters.label,
        options: [
          ...(filters.blog ? [{ id: 'blog', name: filters.blog }] : []),
          ...(filters.events ? [{ id: 'event', name: filters.events }] : []),
        ],
      },
    ];
  if (blockType === 'GALLERY' || blockType === 'CLIENTS')
    return (['industry', 'solution'] as const).map((param) => ({
      param,
      label: param === 'industry' ? content.industryLabel : content.solutionLabel,
      options: (filters[param] ?? []).map(({ id, name }) => ({ id, name })),
    }));
  return [];
}
