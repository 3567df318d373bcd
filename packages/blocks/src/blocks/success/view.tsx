import { Image } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

export default function SuccessView({ block: { content } }: BlockViewProps<'SUCCESS'>) {
  const l = useLocalize();
  const tel = content.phone?.replace(/[^\d+]/g, '');
  return (
    <section className={`section ${styles.section}`}>
      <div className={`container ${styles.card}`}>
        <Image
          className={styles.image}
          src={content.image}
          alt={l(content.image_alt)}
          width={160}
          height={160}
          loading="eager"
        />
        <h1 className={styles.title} dir="auto">
          {l(content.title)}
        </h1>
        {content.message && (
          <div className={styles.message}>
            <Paragraphs text={l(content.message)} />
          </div>
        )}
        {(content.assistance_title || tel || content.email) && (
          <div className={styles.assistance}>
            {content.assistance_title && <h2 className={styles.assistanceTitle}>{l(content.assistance_title)}</h2>}
            {tel && (
              <p>
                {l(content.assistance_call)}{' '}
                <a href={`tel:${tel}`} dir="ltr">
                  {content.phone}
                </a>
              </p>
            )}
            {content.email && (
              <p>
                {l(content.assistance_email)}{' '}
                <a href={`mailto:${content.email}`} dir="ltr">
                  {content.email}
                </a>
              </p>
            )}
          </div>
        )}
        {content.conclusion && <p className={styles.conclusion}>{l(content.conclusion)}</p>}
        {content.button && (
          <SmartLink className="btn btn-primary" to="/">
            {l(content.button)}
          </SmartLink>
        )}
      </div>
    </section>
  );
}
