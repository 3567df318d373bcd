import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { type TextPart, textParts } from './parts.ts';
import { strings } from './strings.ts';
import styles from './view.module.css';

export default function TextView({ block: { content } }: BlockViewProps<'TEXT'>) {
  const l = useLocalize();
  const s = strings[l.lang];
  const title = l(content.title);
  const parts = textParts(content, l.lang);
  return (
    <section className="section">
      <article className={`container ${styles.article}`}>
        {title && (
          <h1 className={styles.title} dir="auto">
            {title}
          </h1>
        )}
        {parts.length === 0 ? (
          <p className={styles.empty} role="status">
            {s.notFound}
          </p>
        ) : (
          parts.map((part) => <Part key={part.key} part={part} lastUpdated={s.lastUpdated} />)
        )}
      </article>
    </section>
  );
}

function Part({ part, lastUpdated }: { part: TextPart; lastUpdated: string }) {
  switch (part.kind) {
    case 'heading':
      return (
        <h2 className={styles.heading} dir="auto">
          {part.text}
        </h2>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {part.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their position
            <li key={index} dir="auto">
              {item}
            </li>
          ))}
        </ul>
      );
    case 'date':
      return (
        <p className={styles.date}>
          {lastUpdated} <span dir="auto">{part.text}</span>
        </p>
      );
    case 'email':
      return (
        <p>
          <a href={`mailto:${part.email}`} dir="ltr">
            {part.email}
          </a>
        </p>
      );
    default:
      return (
        <>
          {part.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
            <p key={index} dir="auto">
              {line}
            </p>
          ))}
        </>
      );
  }
}
