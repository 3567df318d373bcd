import { idChoices } from '@site/blocks';
import { localize } from '@site/blocks/localized';
import { pathName } from '../names.ts';
import styles from './fields.module.css';
import { Problem } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** Ids picked from lists of the same block (a story's categories from the filters' options), by their current names. */
export function IdsControl({
  block,
  field,
  value,
  label,
  lang,
  problem,
  onChange,
}: FieldControlProps<string[] | undefined>) {
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen.filter((v) => v !== id), id] : chosen.filter((v) => v !== id));
  const problemId = `ids-${field.path.join('-')}-problem`;
  return (
    <fieldset className={styles.group} data-invalid={problem ? '' : undefined}>
      <legend className={styles.groupTitle}>{label}</legend>
      {idChoices(block.content, field.from ?? []).map((group) => (
        <fieldset key={group.path.join('.')} className={styles.choices}>
          <legend className={styles.sublabel}>{pathName(block.block_type, group.path, lang)}</legend>
          {group.items.map((item) => (
            <label key={item.id}>
              <input
                type="checkbox"
                checked={chosen.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              <span dir="auto">{localize(item.name, lang) || item.id}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <Problem id={problemId} problem={problem} />
    </fieldset>
  );
}
