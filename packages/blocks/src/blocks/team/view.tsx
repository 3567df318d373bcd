import { useId, useState } from 'react';
import palette from '../../kits/palette/palette.module.css';
import { COLOR_CYCLE, colorKey, useOpenFromHash } from '../../kits/palette/palette.ts';
import { Image } from '../../ui/media.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { initials, isPlaceholderPhoto } from './photo.ts';
import type { BioItem } from './schema.ts';
import { strings } from './strings.ts';
import styles from './view.module.css';

/**
 * Team grid (spec 000 §2 "Our team"): a card per member, in the six pastel colours; a card is a
 * button opening the member's modal (photo, name, position, biography). Stand-in photos are drawn
 * as placeholders with the initials on the card's colour.
 */
export default function TeamView({ block: { content } }: BlockViewProps<'TEAM'>) {
  const l = useLocalize();
  const s = strings[l.lang];
  const titleId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const members = content.members ?? [];
  useOpenFromHash(
    members.map((member) => member.id),
    setOpenId,
  );
  const openIndex = members.findIndex((member) => member.id === openId);
  const open = members[openIndex];

  return (
    <section className={`section ${palette.palette}`} aria-labelledby={content.title ? titleId : undefined}>
      <div className="container">
        {content.title && (
          <header className={styles.heading}>
            <h2 id={titleId} className="section-title" dir="auto">
              {l(content.title)}
            </h2>
            {content.subtitle && (
              <p className="section-lead" dir="auto">
                {l(content.subtitle)}
              </p>
            )}
          </header>
        )}
        <ul className={styles.grid} aria-label={content.title ? undefined : s.membersLabel}>
          {members.map((member, index) => {
            const name = l(member.name);
            return (
              <Reveal as="li" key={member.id} delay={(index % 4) * 0.08} threshold={0.1}>
                <button
                  type="button"
                  id={member.id}
                  className={styles.card}
                  data-color={colorKey(index, COLOR_CYCLE.team)}
                  aria-haspopup="dialog"
                  onClick={() => setOpenId(member.id)}
                >
                  <span className={styles.photo}>
                    <Photo path={member.photoCard} where="card" name={name} width={320} height={400} />
                  </span>
                  <span className={styles.info}>
                    <span className={styles.name} dir="auto">
                      {name}
                    </span>
                    {member.position && (
                      <span className={styles.position} dir="auto">
                        {l(member.position)}
                      </span>
                    )}
                    <span className={styles.more} aria-hidden="true">
                      {s.viewProfile}
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
      </div>
      {open && (
        <Modal title={l(open.name)} onClose={() => setOpenId(null)} className={styles.modal}>
          <div className={styles.profile} data-color={colorKey(openIndex, COLOR_CYCLE.team)}>
            <div className={styles.modalPhoto}>
              <Photo path={open.photoModal} where="modal" name={l(open.name)} width={320} height={400} eager />
            </div>
            <div className={styles.bio}>
              {open.position && (
                <p className={styles.modalPosition} dir="auto">
                  {l(open.position)}
                </p>
              )}
              {(open.bio ?? []).map((item, index) => (
                <BioPiece key={item.id ?? index} item={item} />
              ))}
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}

function Photo({
  path,
  where,
  name,
  width,
  height,
  eager = false,
}: {
  path: string | undefined;
  where: 'card' | 'modal';
  name: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  if (isPlaceholderPhoto(path, where)) {
    return (
      <span className={styles.placeholder} data-placeholder="" aria-hidden="true">
        <span className={styles.initials}>{initials(name)}</span>
      </span>
    );
  }
  return (
    <Image
      className={styles.image}
      src={path}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}

function BioPiece({ item }: { item: BioItem }) {
  const l = useLocalize();
  const text = l(item.text);
  if (!text.trim()) return null;
  // The spec's h4, one level under the modal's title (h2) so the outline skips no level.
  if (item.type === 'heading') {
    return (
      <h3 className={styles.bioHeading} dir="auto">
        {text}
      </h3>
    );
  }
  if (item.type === 'list') {
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    return (
      <ul className={styles.bioList}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their position
          <li key={index} dir="auto">
            {line}
          </li>
        ))}
      </ul>
    );
  }
  return <Paragraphs text={text} />;
}
