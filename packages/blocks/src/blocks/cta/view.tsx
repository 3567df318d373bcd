import { Image, isVideo } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Spec 000 §9: the call to action's content appears 100 ms after it comes into view. */
export const CTA_CONTENT_DELAY_S = 0.1;

/** Call to action: title, text, an optional e-mail line and a button (to /contact by default). */
export default function CtaView({ block: { content } }: BlockViewProps<'CTA'>) {
  const l = useLocalize();
  const image = content.imageUrl && !isVideo(content.imageUrl) ? content.imageUrl : undefined;
  return (
    <section className="section">
      <div className={`container ${styles.band}`}>
        <span className={styles.ring} aria-hidden="true" />
        <Reveal className={styles.text} threshold={0.2} delay={CTA_CONTENT_DELAY_S}>
          <h2 className="section-title">{l(content.title)}</h2>
          {content.subtitle && <p>{l(content.subtitle)}</p>}
          {content.email && (
            <p>
              {l(content.text_before)} <a href={`mailto:${content.email}`}>{content.email}</a> {l(content.text_after)}
            </p>
          )}
          {content.buttonText && (
            <SmartLink className="btn btn-accent" to={content.buttonLink || '/contact'}>
              {l(content.buttonText)}
            </SmartLink>
          )}
        </Reveal>
        {image && <Image className={styles.image} src={image} alt="" width={600} height={400} />}
      </div>
    </section>
  );
}
