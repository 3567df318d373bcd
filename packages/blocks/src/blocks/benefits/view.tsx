import type { CSSProperties, ReactNode } from 'react';
import { inkOn } from '../../ui/ink.ts';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

const DEMO_FORM_ANCHOR = '#request-demo-form';
/** Spec 001 §9: reveal stagger per item. */
const STAGGER_S = 0.1;

const PALETTE = ['#0d6e6e', '#f2b134', '#3b5bdb', '#c2410c', '#7c3aed', '#0f766e'];

const ICONS: ReactNode[] = [
  <path key="a" d="M5 12.5l4.2 4.2L19 7" />,
  <path key="b" d="M4 18l5-6 4 3 7-9M15 6h5v5" />,
  <path key="c" d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z" />,
  <path key="d" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3.5 2" />,
  <path key="e" d="M4 7h16v11H4zM9 7V5h6v2M4 12h16" />,
  <path key="f" d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" />,
];

/** Benefit cards under a centred title, optional button to the demo form; cards reveal in turn. */
export default function BenefitsView({ block: { content } }: BlockViewProps<'BENEFITS'>) {
  const l = useLocalize();
  const button = l(content.buttonText);
  return (
    <section className={`section ${styles.benefits}`}>
      <div className="container">
        <Reveal className={styles.head} threshold={0.2}>
          <h2 className="section-title">{l(content.mainTitle)}</h2>
          {content.mainSubtitle && <p className="section-lead">{l(content.mainSubtitle)}</p>}
        </Reveal>
        <ul className={styles.grid}>
          {content.benefits.map((benefit, index) => {
            const background = benefit.iconBackgroundColor || PALETTE[index % PALETTE.length];
            return (
              <Reveal as="li" key={benefit.id} className={styles.card} threshold={0.1} delay={index * STAGGER_S}>
                <span
                  className={styles.icon}
                  style={{ '--icon-bg': background, '--icon-ink': inkOn(background) } as CSSProperties}
                  aria-hidden="true"
                >
                  <svg viewBox="0 0 24 24" width="26" height="26" focusable="false" aria-hidden="true">
                    {ICONS[index % ICONS.length]}
                  </svg>
                </span>
                <h3 className={styles.title}>{l(benefit.title)}</h3>
                {benefit.description && <p className={styles.description}>{l(benefit.description)}</p>}
              </Reveal>
            );
          })}
        </ul>
        {button && (
          <div className={styles.action}>
            <a className="btn btn-primary" href={DEMO_FORM_ANCHOR}>
              {button}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
