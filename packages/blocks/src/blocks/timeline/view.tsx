import { type CSSProperties, Fragment } from 'react';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { STEP_STAGGER_S, stepLabel, stepPosition } from './labels.ts';
import styles from './view.module.css';

export default function TimelineView({ block: { content } }: BlockViewProps<'TIMELINE'>) {
  const l = useLocalize();
  const titleLines = l(content.title)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const steps = content.steps ?? [];
  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        {titleLines.length > 0 && (
          <h2 className={`section-title ${styles.title}`} dir="auto">
            {titleLines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: title lines have no identity beyond their position
              <Fragment key={index}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </h2>
        )}
        {steps.length > 0 && (
          <ol className={styles.steps} style={{ '--steps': steps.length } as CSSProperties}>
            {steps.map((step, index) => (
              <Reveal
                as="li"
                key={step.id}
                className={styles.step}
                data-position={stepPosition(index)}
                delay={index * STEP_STAGGER_S}
                threshold={0.1}
              >
                <span className={styles.marker} aria-hidden="true">
                  {stepLabel(index)}
                </span>
                {step.title ? (
                  <div className={`${styles.text} ${styles.named}`}>
                    <h3 className={styles.stepTitle} dir="auto">
                      {l(step.title)}
                    </h3>
                    {(step.description ?? step.text) && (
                      <p className={styles.description} dir="auto">
                        {l(step.description ?? step.text)}
                      </p>
                    )}
                  </div>
                ) : (
                  <p className={styles.text} dir="auto">
                    {l(step.text ?? step.description)}
                  </p>
                )}
              </Reveal>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
