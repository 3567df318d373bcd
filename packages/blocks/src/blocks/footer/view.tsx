import { Image } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

export default function FooterView({ block: { content } }: BlockViewProps<'FOOTER'>) {
  const l = useLocalize();
  const texts = content.staticTexts;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Image src={content.logo} alt="" width={200} height={48} />
          {texts.newsletterTitle && <h2 className={styles.newsletterTitle}>{l(texts.newsletterTitle)}</h2>}
          {texts.newsletterDisclaimer && <p className={styles.disclaimer}>{l(texts.newsletterDisclaimer)}</p>}
        </div>
        {content.columns.map((column) => (
          <nav key={column.id} className={styles.column} aria-label={l(column.title)}>
            <h2 className={styles.columnTitle}>{l(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.id}>
                  <SmartLink to={link.path}>{l(link.label)}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          {texts.contactsTitle && <h2 className={styles.columnTitle}>{l(texts.contactsTitle)}</h2>}
          {content.infoEmail && (
            <ul>
              <li>
                <a href={`mailto:${content.infoEmail}`} dir="ltr">
                  {content.infoEmail}
                </a>
              </li>
            </ul>
          )}
          {texts.socialTitle && <h2 className={styles.columnTitle}>{l(texts.socialTitle)}</h2>}
          <ul>
            {(content.socialLinks ?? []).map((link) => (
              <li key={link.id}>
                <SmartLink to={link.path}>{l(link.label)}</SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{l(texts.copyright)}</p>
        <ul>
          {content.legalLinks.map((link) => (
            <li key={link.id}>
              <SmartLink to={link.path}>{l(link.label)}</SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
