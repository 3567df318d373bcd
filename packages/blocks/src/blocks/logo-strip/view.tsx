import { Marquee } from '../../kits/marquee/marquee.tsx';
import { Image } from '../../ui/media.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** A title over logos sliding by in a seamless loop (items drawn twice); nothing without items. */
export default function LogoStripView({ block: { content } }: BlockViewProps<'LOGO_STRIP'>) {
  const l = useLocalize();
  const items = content.items ?? [];
  if (items.length === 0) return null;
  const title = l(content.title);
  return (
    <section className={styles.section} aria-label={title || undefined}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Marquee
        secondsPerItem={5}
        items={items.map((item) => ({
          key: item.id,
          render: (copy) => (
            <Image className={styles.logo} src={item.logo} alt={copy ? '' : item.name} width={240} height={80} />
          ),
        }))}
      />
    </section>
  );
}
