import { Image, isVideo } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

export default function CtaView({ block: { content } }: BlockViewProps<'CTA'>) {
  const l = useLocalize();
  const image = isVideo(content.imageUrl) ? undefined : content.imageUrl;
  return (
    <section className="section">
      <div className={`container ${styles.band}`}>
        <div className={styles.text}>
          <h2 className="section-title">{l(content.title)}</h2>
          {content.subtitle && <p dir="auto">{l(content.subtitle)}</p>}
          {content.email && (
            <p dir="auto">
              {l(content.text_before)} <a href={`mailto:${content.email}`}>{content.email}</a> {l(content.text_after)}
            </p>
          )}
          {content.buttonText && (
            <SmartLink className="btn btn-accent" to={content.buttonLink || '/contact'}>
              {l(content.buttonText)}
            </SmartLink>
          )}
        </div>
        {image && <Image className={styles.image} src={image} alt="" width={600} height={400} />}
      </div>
    </section>
  );
}
