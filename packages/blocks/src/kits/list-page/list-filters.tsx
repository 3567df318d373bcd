import { FilterDropdown, type FilterOption } from '../../ui/filter-dropdown.tsx';
import { uiStrings } from '../../ui/strings.ts';
import { useLanguage } from '../../ui/use-language.ts';
import styles from './list-filters.module.css';

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
