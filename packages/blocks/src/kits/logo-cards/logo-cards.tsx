import { type ReactNode, useState } from 'react';
import type { LocalizedText } from '../../localized.ts';
import { Image } from '../../ui/media.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import palette from '../palette/palette.module.css';
import { colorKey, useOpenFromHash } from '../palette/palette.ts';
import styles from './logo-cards.module.css';
import { paragraphsOf } from './paragraphs.ts';
import { strings } from './strings.ts';

/** What a logo card shows; the shape shared by partners, clients and awards. */
export interface LogoCard {
  id: string;
  name: LocalizedText;
  logo?: string | undefined;
  description?: LocalizedText | undefined;
  details?: LocalizedText | undefined;
}

interface LogoCardSectionProps {
  title?: LocalizedText | undefined;
  subtitle?: LocalizedText | undefined;
  /** Names the list when the section has no title. */
  listLabel: string;
  /** Between the heading and the grid (the clients' filters). */
  toolbar?: ReactNode;
  /** After the grid (the clients' pagination). */
  footer?: ReactNode;
  /** Instead of the grid when there are no cards (the clients' 'No results found'). */
  empty?: ReactNode;
  sectionRef?: React.Ref<HTMLElement>;
  titleId: string;
  children: ReactNode;
}

/** The section around a logo card grid: heading, optional toolbar, the grid, optional footer. */
export function LogoCardSection({
  title,
  subtitle,
  listLabel,
  toolbar,
  footer,
  empty,
  sectionRef,
  titleId,
  children,
}: LogoCardSectionProps) {
  const l = useLocalize();
  return (
    <section
      ref={sectionRef}
      tabIndex={sectionRef ? -1 : undefined}
      className={`section ${palette.palette} ${styles.section}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : listLabel}
    >
      <div className="container">
        {title && (
          <header className={styles.heading}>
            <h2 id={titleId} className="section-title" dir="auto">
              {l(title)}
            </h2>
            {subtitle && (
              <p className="section-lead" dir="auto">
                {l(subtitle)}
              </p>
            )}
          </header>
        )}
        {toolbar}
        {empty ?? children}
        {footer}
      </div>
    </section>
  );
}

/**
 * A grid of logo cards (spec 000 §2 partners, clients, awards): each card is a button in one of the
 * pastel colours (`cycle` of them, in order) that opens a modal with the logo, name, description
 * and details. Focus returns to the card when the modal closes.
 */
export function LogoCards({ items, cycle, label }: { items: readonly LogoCard[]; cycle: number; label: string }) {
  const l = useLocalize();
  const s = strings[l.lang];
  const [openId, setOpenId] = useState<string | null>(null);
  useOpenFromHash(
    items.map((item) => item.id),
    setOpenId,
  );
  const openIndex = items.findIndex((item) => item.id === openId);
  const open = items[openIndex];

  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {items.map((item, index) => {
          const description = paragraphsOf(l(item.description))[0];
          return (
            <Reveal as="li" key={item.id} delay={(index % 3) * 0.08} threshold={0.1}>
              <button
                type="button"
                id={item.id}
                className={styles.card}
                data-color={colorKey(index, cycle)}
                aria-haspopup="dialog"
                onClick={() => setOpenId(item.id)}
              >
                <span className={styles.logoPanel}>
                  <Image className={styles.logo} src={item.logo} alt="" width={260} height={120} />
                </span>
                <span className={styles.body}>
                  <span className={styles.name} dir="auto">
                    {l(item.name)}
                  </span>
                  {description && (
                    <span className={styles.description} dir="auto">
                      {description}
                    </span>
                  )}
                  <span className={styles.more} aria-hidden="true">
                    {s.readMore}
                    <svg viewBox="0 0 24 24" width="16" height="16" className={styles.arrow} aria-hidden="true">
                      <path d="M5 12h14m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </span>
                </span>
              </button>
            </Reveal>
          );
        })}
      </ul>
      {open && (
        <Modal title={l(open.name)} onClose={() => setOpenId(null)} className={styles.modal}>
          <div className={styles.detail} data-color={colorKey(openIndex, cycle)}>
            {open.logo && (
              <div className={styles.modalLogo}>
                <Image className={styles.logo} src={open.logo} alt="" width={260} height={120} loading="eager" />
              </div>
            )}
            <div className={styles.text}>
              {paragraphsOf(l(open.description)).map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
                <p key={`d${index}`} className={index === 0 ? styles.lead : undefined} dir="auto">
                  {line}
                </p>
              ))}
              {paragraphsOf(l(open.details)).map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
                <p key={`x${index}`} dir="auto">
                  {line}
                </p>
              ))}
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
