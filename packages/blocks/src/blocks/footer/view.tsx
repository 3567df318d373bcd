import { Image } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { strings } from './strings.ts';
import styles from './view.module.css';

export default function FooterView({ block: { content } }: BlockViewProps<'FOOTER'>) {
  const l = useLocalize();
  const s = strings[l.lang];
  const texts = content.staticTexts;
  // The professional-network address stands in when no social links are listed.
  const socialLinks =
    content.socialLinks ??
    (content.professionalNetworkUrl
      ? [{ id: 'social-linkedin', label: 'LinkedIn', path: content.professionalNetworkUrl }]
      : []);
  return (
    <Reveal as="footer" className={styles.footer} threshold={0.1}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Image src={content.logo} alt="" width={200} height={48} />
          {texts.newsletterTitle && <h2 className={styles.newsletterTitle}>{l(texts.newsletterTitle)}</h2>}
          {content.infoEmail && <NewsletterForm infoEmail={content.infoEmail} />}
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
            {socialLinks.map((link) => {
              const name = l(link.label) || 'LinkedIn';
              const external = /^https?:\/\//i.test(link.path);
              return (
                <li key={link.id}>
                  <SmartLink to={link.path} className={styles.social}>
                    {/linkedin\./i.test(link.path) && <LinkedInIcon />}
                    <span>{name}</span>
                    {external && <span className="visually-hidden"> {s.newTab}</span>}
                  </SmartLink>
                </li>
              );
            })}
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
    </Reveal>
  );
}

function LinkedInIcon() {
  return (
    <svg className={styles.socialIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"
      />
    </svg>
  );
}
