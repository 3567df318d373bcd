import type { LocalizedText } from '../../localized.ts';
import { FilterDropdown, type FilterOption } from '../../ui/filter-dropdown.tsx';
import { uiStrings } from '../../ui/strings.ts';
import { useLanguage, type useLocalize } from '../../ui/use-language.ts';
import { ALL } from './filters.ts';
import styles from './list-filters.module.css';

type Localize = ReturnType<typeof useLocalize>;
type Option = { id: string; name: LocalizedText };

/**
 * The industry and solution filters of the stories and the clients (spec 000 §2): 'All' first, then
 * the block's options, each with its label.
 */
export function industryAndSolution(
  l: Localize,
  content: {
    filters: { industry: readonly Option[]; solution: readonly Option[] };
    industryLabel?: LocalizedText | undefined;
    solutionLabel?: LocalizedText | undefined;
  },
  allLabel: string,
  chosen: (param: string) => string,
): FilterField[] {
  const options = (list: readonly Option[]) => [
    { id: ALL, name: allLabel },
    ...list.map((option) => ({ id: option.id, name: l(option.name) })),
  ];
  return [
    {
      param: 'industry',
      label: l(content.industryLabel),
      value: chosen('industry'),
      options: options(content.filters.industry),
    },
    {
      param: 'solution',
      label: l(content.solutionLabel),
      value: chosen('solution'),
      options: options(content.filters.solution),
    },
  ];
}

export interface FilterField {
  /** The address's parameter: `industry`. */
  param: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
}

/**
 * A list's filters (spec 000 §2): a dropdown each, and for a browser without JavaScript a plain
 * form asking for the same address (`?industry=…&solution=…`, back on page 1, the rest of the
 * address such as the language kept), shown instead of the dropdowns (issue #30). Browsers with
 * scripts never see the form; React does not hydrate inside `noscript`. Drawn in `className`'s
 * box (the view's row of filters), or in its parent's when none is given.
 */
export function ListFilters({
  fields,
  params,
  choose,
  className,
}: {
  fields: readonly FilterField[];
  params: URLSearchParams;
  choose: (param: string, id: string) => void;
  className?: string | undefined;
}) {
  const s = uiStrings[useLanguage()];
  const kept = [...params].filter(([name]) => name !== 'page' && !fields.some((field) => field.param === name));
  return (
    <div className={`${styles.filters} ${className ?? styles.inParent}`}>
      {fields.map((field) => (
        <FilterDropdown key={field.param} {...field} onChange={(id) => choose(field.param, id)} />
      ))}
      <noscript>
        <form method="get" className={styles.form}>
          {kept.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {fields.map((field) => (
            <label key={field.param} className={styles.field}>
              <span>{field.label}</span>
              <select name={field.param} defaultValue={field.value} className={styles.select}>
                {field.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className={styles.apply}>
            {s.applyFilters}
          </button>
        </form>
      </noscript>
    </div>
  );
}
