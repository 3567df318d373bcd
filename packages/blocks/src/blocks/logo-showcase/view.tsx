import { Image } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Spec 000 §9: items reveal one after another, 0.1 s apart. */
const STAGGER_S = 0.1;

export default function LogoShowcaseView({ block: { content } }: BlockViewProps<'LOGO_SHOWCASE'>) {
  const l = useLocalize();
  const groups = content.logoGroups ?? [];
  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        <Reveal threshold={0.2}>
          <h2 className={`section-title ${styles.title}`} dir="auto">
            {l(content.mainTitle)}
          </h2>
        </Reveal>
        <div className={styles.groups}>
          {groups.map((group, groupIndex) => (
            <Reveal key={group.id} className={styles.group} threshold={0.1} delay={groupIndex * STAGGER_S}>
              <h3 className={styles.groupTitle} dir="auto">
                {l(group.title)}
              </h3>
              <ul className={styles.logos}>
                {group.logos.map((logo) => (
                  <li key={logo.id} className={styles.logo}>
                    <Image src={logo.src} alt={l(logo.alt)} width={160} height={64} />
                  </li>
                ))}
              </ul>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
