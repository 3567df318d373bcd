import { Image } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { Slider } from '../../ui/slider.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { mapsUrl } from './maps.ts';
import { strings } from './strings.ts';
import styles from './view.module.css';

export default function LocationsView({ block: { content } }: BlockViewProps<'LOCATIONS'>) {
  const l = useLocalize();
  const s = strings[l.lang];
  const title = l(content.title);
  const slides = content.locations.map((location) => {
    const country = l(location.country);
    const lines = l(location.address)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    return (
      <article key={location.id} className={styles.card}>
        <div className={styles.media}>
          <Image src={location.image} alt="" width={640} height={400} />
        </div>
        <div className={styles.body}>
          <h3 className={styles.country} dir="auto">
            {country}
          </h3>
          {lines.length > 0 && (
            <address className={styles.address} dir="auto">
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: address lines have no identity beyond their position
                <span key={index}>{line}</span>
              ))}
            </address>
          )}
          {location.gmaps_query && (
            <a
              className={styles.mapLink}
              href={mapsUrl(location.gmaps_query)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <PinIcon />
              <span>
                {l(location.map_link) || s.viewOnMap}
                <span className="visually-hidden">{s.opensMap(country)}</span>
              </span>
              <ArrowIcon />
            </a>
          )}
        </div>
      </article>
    );
  });
  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        {(title || content.subtitle) && (
          <Reveal className={styles.heading}>
            {title && (
              <h2 className="section-title" dir="auto">
                {title}
              </h2>
            )}
            {content.subtitle && (
              <p className="section-lead" dir="auto">
                {l(content.subtitle)}
              </p>
            )}
          </Reveal>
        )}
        <Slider
          label={title || s.slider}
          slides={slides}
          perView={{ base: 1, 768: 2, 1025: 3 }}
          gap={30}
          arrows
          bullets
          interactive={content.locations.length > 1}
        />
      </div>
    </section>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="10" r="2.6" fill="currentColor" />
    </svg>
  );
}

function ArrowIcon() {
  return (
    <svg className={styles.arrow} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M7 17 17 7M9 7h8v8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
