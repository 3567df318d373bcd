import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Image } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { Slider } from '../../ui/slider.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { DEMO_FORM_ANCHOR, nextTab } from './keys.ts';
import { strings } from './strings.ts';
import styles from './view.module.css';

/**
 * Tabbed content. From 768 px: a vertical tab list beside the selected tab's image and text (ARIA
 * tabs). Below 768 px the same tabs are a one-slide swipe slider with bullets (spec 001 §9); CSS
 * shows one of the two, so the page never jumps after hydration.
 */
export default function TabsView({ block: { content } }: BlockViewProps<'TABS'>) {
  const l = useLocalize();
  const s = strings[l.lang];
  const baseId = useId();
  const tabs = content.tabs ?? [];
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs[Math.min(selected, tabs.length - 1)];
  const buttonText = content.buttonText === undefined ? s.requestDemo : l(content.buttonText);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextTab(event.key, index, tabs.length, l.lang === 'ar');
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    buttons.current[target]?.focus();
  };

  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        <Reveal className={styles.head} threshold={0.2}>
          <h2 className="section-title" dir="auto">
            {l(content.mainTitle)}
          </h2>
          {content.mainSubtitle && (
            <p className={styles.subtitle} dir="auto">
              {l(content.mainSubtitle)}
            </p>
          )}
        </Reveal>

        {tabs.length > 0 && current && (
          <Reveal className={styles.desktop} threshold={0.15} delay={0.1}>
            <div
              className={styles.tablist}
              role="tablist"
              aria-orientation="vertical"
              aria-label={l(content.mainTitle)}
            >
              {tabs.map((tab, index) => (
                <button
                  key={tab.id}
                  ref={(node) => {
                    buttons.current[index] = node;
                  }}
                  id={`${baseId}-tab${index}`}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={index === selected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={index === selected ? 0 : -1}
                  onClick={() => setSelected(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span className={styles.tabNumber} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span dir="auto">{l(tab.title)}</span>
                </button>
              ))}
            </div>
            <div
              id={`${baseId}-panel`}
              role="tabpanel"
              className={styles.panel}
              aria-labelledby={`${baseId}-tab${selected}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is the next stop after the tab list
              tabIndex={0}
            >
              {current.imageSrc && (
                <Image
                  key={current.id}
                  className={styles.image}
                  src={current.imageSrc}
                  alt=""
                  width={640}
                  height={400}
                />
              )}
              <div className={styles.text}>
                <h3 className={styles.panelTitle} dir="auto">
                  {l(current.title)}
                </h3>
                <Paragraphs text={l(current.description)} />
              </div>
            </div>
          </Reveal>
        )}

        {tabs.length > 0 && (
          <div className={styles.mobile}>
            <Slider
              label={l(content.mainTitle) || s.slider}
              perView={{ base: 1 }}
              gap={30}
              bullets
              slides={tabs.map((tab) => (
                <article key={tab.id} className={styles.card}>
                  {tab.imageSrc && (
                    <Image className={styles.image} src={tab.imageSrc} alt="" width={640} height={400} />
                  )}
                  <h3 className={styles.panelTitle} dir="auto">
                    {l(tab.title)}
                  </h3>
                  <Paragraphs text={l(tab.description)} />
                </article>
              ))}
            />
          </div>
        )}

        {buttonText && (
          <div className={styles.actions}>
            <a className="btn btn-primary" href={DEMO_FORM_ANCHOR}>
              {buttonText}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
