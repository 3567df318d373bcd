import type { Block, FieldInstance, TranslationIssue } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { type RefObject, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockTranslationIssues } from './issues.ts';
import './register-strings.ts';
import { TRANSLATION_NS } from './strings.ts';
import styles from './translation.module.css';

/** Set on a text on the page that needs translating: `<block id> <field path>`, for the summary's filter. */
export const MARK_ATTRIBUTE = 'data-translation-at';
export const markOf = (blockId: string, at: string) => `${blockId} ${at}`;

/**
 * On the page, in edit mode: each text whose other language is missing or out of date (the block's
 * stored stamps, ADR 0026) gets a dotted outline and a badge at its inline-end corner ('Arabic out
 * of date'), which its element names as its description for screen readers.
 */
export function TranslationMarks({
  block,
  located,
  container,
}: {
  block: Block;
  /** The block's texts found on the page (on-page-fields.tsx). */
  located: ReadonlyArray<{ element: HTMLElement; field: FieldInstance }>;
  container: RefObject<HTMLElement | null>;
}) {
  const issues = blockTranslationIssues(block);
  const marked = located.flatMap(({ element, field }) => {
    const issue = issues.find((candidate) => candidate.at === field.path.join('.'));
    return issue ? [{ element, issue }] : [];
  });
  return (
    <>
      {marked.map(({ element, issue }) => (
        <Mark key={issue.at} element={element} issue={issue} blockId={block.id} container={container} />
      ))}
    </>
  );
}

function Mark({
  element,
  issue,
  blockId,
  container,
}: {
  element: HTMLElement;
  issue: TranslationIssue;
  blockId: string;
  container: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation(TRANSLATION_NS);
  const lang = useLanguage();
  const id = useId();
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    element.classList.add(styles.flagged as string);
    element.setAttribute(MARK_ATTRIBUTE, markOf(blockId, issue.at));
    element.setAttribute('aria-describedby', id);
    const measure = () => {
      const box = element.getBoundingClientRect();
      const frame = container.current?.getBoundingClientRect();
      if (!frame || box.width === 0) return setPlace(null);
      // At the text's inline-end corner, just above its outline.
      setPlace({ top: box.top - frame.top - 24, left: (lang === 'ar' ? box.left : box.right) - frame.left });
    };
    measure();
    // The text moves when it or the page around it changes size (the inspector opening, a font loading).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (container.current) observer.observe(container.current);
    return () => {
      observer.disconnect();
      element.classList.remove(styles.flagged as string);
      element.removeAttribute(MARK_ATTRIBUTE);
      if (element.getAttribute('aria-describedby') === id) element.removeAttribute('aria-describedby');
    };
  }, [element, blockId, issue.at, id, container, lang]);

  return (
    <span
      id={id}
      className={styles.badge}
      data-translation-state={`${issue.language}-${issue.state}`}
      hidden={!place}
      style={place ? { top: place.top, left: place.left, translate: lang === 'ar' ? '0 0' : '-100% 0' } : undefined}
    >
      {t(`state.${issue.language}.${issue.state}`)}
    </span>
  );
}
