import { Image } from '../../ui/media.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

export default function LogoStripView({ block: { content } }: BlockViewProps<'LOGO_STRIP'>) {
  const l = useLocalize();
  const items = content.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-label={l(content.title) || undefined}>
      {content.title && <h2 className={styles.title}>{l(content.title)}</h2>}
      <div className={styles.viewport}>
        {/* The list is drawn twice so the loop is seamless; the copy is hidden from assistive tech. */}
        <div className={styles.track}>
          {[false, true].map((copy) => (
            <ul key={String(copy)} className={styles.row} aria-hidden={copy || undefined}>
              {items.map((item) => (
                <li key={item.id}>
                  <Image src={item.logo} alt={copy ? '' : item.name} width={240} height={80} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
