import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

const DEMO_FORM_ANCHOR = '#request-demo-form';

/** The last word of a solution page: title, subtitle and, when it has a text, one button. */
export default function ClosingView({ block: { content } }: BlockViewProps<'CLOSING'>) {
  const l = useLocalize();
  const button = l(content.buttonText);
  return (
    <section className={`section ${styles.closing}`}>
      <div className="container">
        <Reveal className={styles.band} threshold={0.2}>
          <svg
            className={styles.shape}
            viewBox="0 0 400 400"
            preserveAspectRatio="xMidYMid slice"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="320" cy="80" r="120" />
            <circle cx="40" cy="360" r="90" />
          </svg>
          <h2 className={styles.title}>{l(content.title)}</h2>
          {content.subtitle && <p className={styles.subtitle}>{l(content.subtitle)}</p>}
          {button && (
            <SmartLink className="btn btn-accent" to={content.buttonLink || DEMO_FORM_ANCHOR}>
              {button}
            </SmartLink>
          )}
        </Reveal>
      </div>
    </section>
  );
}
