import type { Block, Path } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countByLanguage, pageTranslationIssues } from './issues.ts';
import { MARK_ATTRIBUTE, markOf } from './marks.tsx';
import './register-strings.ts';
import { numeral, TRANSLATION_NS } from './strings.ts';
import styles from './translation.module.css';

/**
 * The page's translation summary in the edit bar ('3 texts need Arabic'). Pressing it starts a
 * filter over those texts: the first is selected at once (the inspector opens on its field and the
 * text is brought into view, both outlined); Previous and Next step through the others, with the
 * position ('2 of 3') announced; Done ends it. A text translated meanwhile drops out of the list.
 */
export function TranslationFilter({
  blocks,
  onSelect,
}: {
  blocks: readonly Block[];
  /** Opens the inspector on this block, at this field. */
  onSelect: (blockId: string, path: Path) => void;
}) {
  const { t } = useTranslation(TRANSLATION_NS);
  const lang = useLanguage();
  const issues = useMemo(() => pageTranslationIssues(blocks, lang).flatMap((b) => b.issues), [blocks, lang]);
  const [active, setActive] = useState(false);
  const [index, setIndex] = useState(0);
  /** The control to give focus back to once the inspector has taken it. */
  const keep = useRef<HTMLButtonElement | null>(null);
  const n = issues.length;
  const at = n === 0 ? 0 : Math.min(index, n - 1);
  const current = active ? issues[at] : undefined;

  const go = (next: number, button: HTMLButtonElement | null) => {
    const target = issues[(next + n) % n];
    if (!target) return;
    setActive(true);
    setIndex((next + n) % n);
    keep.current = button;
    onSelect(target.blockId, target.path);
  };

  // The current text, outlined on the page and in the inspector and brought into view; the focus
  // stays on the filter's button, so Next can be pressed again.
  const currentBlock = current?.blockId ?? '';
  const currentAt = current?.at ?? '';
  useEffect(() => {
    if (!currentBlock) return;
    let cleanup = () => {};
    const timer = setTimeout(() => {
      const onPage = document.querySelector<HTMLElement>(
        `[${MARK_ATTRIBUTE}="${CSS.escape(markOf(currentBlock, currentAt))}"]`,
      );
      const inPanel = document.querySelector<HTMLElement>(`aside [data-field-path="${CSS.escape(currentAt)}"]`);
      onPage?.classList.add(styles.current as string);
      inPanel?.classList.add(styles.currentField as string);
      onPage?.scrollIntoView({ block: 'center' });
      inPanel?.scrollIntoView({ block: 'nearest' });
      keep.current?.focus({ preventScroll: true });
      cleanup = () => {
        onPage?.classList.remove(styles.current as string);
        inPanel?.classList.remove(styles.currentField as string);
      };
    });
    return () => {
      clearTimeout(timer);
      cleanup();
    };
  }, [currentBlock, currentAt]);

  const counts = countByLanguage(issues);
  const label = (['ar', 'en'] as const)
    .filter((language) => counts[language] > 0)
    .map((language) =>
      t(language === 'ar' ? 'needArabic' : 'needEnglish', {
        count: counts[language],
        n: numeral(counts[language], lang),
      }),
    )
    .join(lang === 'ar' ? '، ' : ', ');

  return (
    <fieldset className={styles.summary}>
      <legend className="visually-hidden">{t('filter')}</legend>
      {n === 0 ? (
        <span className={styles.allDone}>
          ✓ <span className="short-words">{t('allTranslated')}</span>
        </span>
      ) : (
        <button
          type="button"
          className={styles.summaryButton}
          aria-pressed={active}
          title={t('summaryHint')}
          data-glyph={`⚠ ${numeral(n, lang)}`}
          onClick={(event) => (active ? setActive(false) : go(0, event.currentTarget))}
        >
          <span className="short-words">{label}</span>
        </button>
      )}
      {active && n > 0 && (
        <span className={styles.steps}>
          <button type="button" className={styles.stepButton} onClick={(event) => go(at - 1, event.currentTarget)}>
            <span aria-hidden="true">{lang === 'ar' ? '→' : '←'} </span>
            <span className="short-words">{t('previous')}</span>
          </button>
          <span className={styles.position} aria-hidden="true">
            {t('position', { pos: numeral(at + 1, lang), n: numeral(n, lang) })}
          </span>
          <button type="button" className={styles.stepButton} onClick={(event) => go(at + 1, event.currentTarget)}>
            <span className="short-words">{t('next')}</span>
            <span aria-hidden="true"> {lang === 'ar' ? '←' : '→'}</span>
          </button>
          <button
            type="button"
            className={`${styles.stepButton} ${styles.doneButton}`}
            onClick={() => setActive(false)}
          >
            <span className="short-words">{t('done')}</span>
          </button>
        </span>
      )}
      <span role="status" className="visually-hidden">
        {current
          ? t('nowAt', {
              pos: numeral(at + 1, lang),
              n: numeral(n, lang),
              name: current.name,
              state: t(`state.${current.language}.${current.state}`),
            })
          : ''}
      </span>
    </fieldset>
  );
}
