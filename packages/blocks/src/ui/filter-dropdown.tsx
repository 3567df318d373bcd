import { useEffect, useId, useRef, useState } from 'react';
import styles from './filter-dropdown.module.css';

export interface FilterOption {
  id: string;
  name: string;
}

interface FilterDropdownProps {
  /** Shown before the choice: 'Industry', 'Filter by:'. */
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (id: string) => void;
}

/**
 * A labelled button showing the current choice, opening a list of options (spec 000 §2, §4). It
 * closes on a choice, on Escape (focus back on the button) and on a click outside; the arrow keys
 * move between options.
 */
export function FilterDropdown({ label, value, options, onChange }: FilterDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const current = options.find((option) => option.id === value) ?? options[0];

  useEffect(() => {
    const node = root.current;
    if (!open || !node) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!node.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const items = [...node.querySelectorAll<HTMLButtonElement>('[data-option]')];
      const at = items.indexOf(document.activeElement as HTMLButtonElement);
      const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
      items[next]?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    node.addEventListener('keydown', onKeyDown);
    // The chosen option takes focus, so the keyboard starts where the visitor is.
    node.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      node.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.filter} ref={root}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((was) => !was)}
      >
        <span id={`${id}-value`}>{current?.name}</span>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.chevron}>
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={`${id}-list`} className={styles.list} hidden={!open} aria-labelledby={`${id}-label`}>
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              data-option
              aria-current={option.id === current?.id ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                if (option.id !== value) onChange(option.id);
              }}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
