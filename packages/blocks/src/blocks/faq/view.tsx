import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { focusTarget, INITIALLY_OPEN, toggle } from './accordion.ts';
import styles from './view.module.css';

/** Spec 000 §9: items reveal one after another, 0.1 s apart. */
const STAGGER_S = 0.1;

export default function FaqView({ block: { content } }: BlockViewProps<'FAQ'>) {
  const l = useLocalize();
  const baseId = useId();
  const items = content.items ?? [];
  const [open, setOpen] = useState<number | null>(INITIALLY_OPEN);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  const style = content.itemBackgroundColor
    ? ({ '--faq-item-bg': content.itemBackgroundColor } as CSSProperties)
    : undefined;

  return (
    <section className="section">
      <div className={`container ${styles.inner}`} style={style}>
        <Reveal threshold={0.2}>
          <h2 className={`section-title ${styles.title}`} dir="auto">
            {l(content.mainTitle)}
          </h2>
        </Reveal>
        <div className={styles.list}>
          {items.map((item, index) => {
            const expanded = open === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <Reveal
                key={item.id}
                className={styles.item}
                data-open={expanded ? '' : undefined}
                threshold={0.1}
                delay={index * STAGGER_S}
              >
                <h3 className={styles.heading}>
                  <button
                    ref={(node) => {
                      buttons.current[index] = node;
                    }}
                    id={buttonId}
                    type="button"
                    className={styles.question}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggle(current, index))}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span dir="auto">{l(item.question)}</span>
                    <span className={styles.icon} aria-hidden="true" />
                  </button>
                </h3>
                <section id={panelId} aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
                  <div className={styles.answerInner}>
                    <Paragraphs text={l(item.answer)} />
                  </div>
                </section>
              </Reveal>
            );
          })}
        </div>
      </div>
    </section>
  );
}
