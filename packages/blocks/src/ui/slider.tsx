import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { directionOf } from '../localized.ts';
import styles from './slider.module.css';
import { uiStrings } from './strings.ts';
import { useLanguage } from './use-language.ts';

/** Viewport widths (px, min-width) at which the number of slides in view may change. */
export type SliderBreakpoint = 'base' | 480 | 768 | 1025 | 1200;

interface SliderProps {
  /** Names the carousel for assistive technology. */
  label: string;
  slides: readonly ReactNode[];
  /** Slides in view from each breakpoint up; 'base' is the smallest screens. Default 1. */
  perView?: Partial<Record<SliderBreakpoint, number>>;
  /** Space between slides, px (spec 000 §9: 30). */
  gap?: number;
  loop?: boolean;
  /** Moves on by itself every `delay` ms (paused on hover and focus, never for reduced motion). */
  autoplay?: { delay: number };
  /** Glides continuously, one slide width per `msPerSlide` (a ticker: "delay 0, speed 8000 ms"). */
  autoScroll?: { msPerSlide: number };
  bullets?: boolean;
  arrows?: boolean;
  /** False: a still row, no dragging, bullets or arrows (e.g. too few slides to move). */
  interactive?: boolean;
  className?: string;
}

/**
 * A carousel on Embla (loaded only in the browser, only where a slider is shown). The server renders
 * the slides as a row that scrolls natively, so they are reachable before and without scripts; Embla
 * then takes over in the page's direction (mirrored in Arabic) with dragging, arrows and bullets.
 */
export function Slider({
  label,
  slides,
  perView = {},
  gap = 30,
  loop = false,
  autoplay,
  autoScroll,
  bullets = true,
  arrows = false,
  interactive = true,
  className,
}: SliderProps) {
  const lang = useLanguage();
  const s = uiStrings[lang];
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [playing, setPlaying] = useState(false);
  /** The plugin that moves the slides by itself, once one is running (never for reduced motion). */
  const [moving, setMoving] = useState<'autoplay' | 'autoScroll' | undefined>(undefined);
  const delay = autoplay?.delay;
  const msPerSlide = autoScroll?.msPerSlide;

  useEffect(() => {
    const node = viewport.current;
    if (!node || !interactive) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    void (async () => {
      const { default: EmblaCarousel } = await import('embla-carousel');
      const plugins: EmblaPluginType[] = [];
      if (!reduce && delay !== undefined) {
        const { default: Autoplay } = await import('embla-carousel-autoplay');
        plugins.push(Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }));
      }
      if (!reduce && msPerSlide !== undefined) {
        const { default: AutoScroll } = await import('embla-carousel-auto-scroll');
        const slideWidth = (node.querySelector('[data-slide]') as HTMLElement | null)?.offsetWidth ?? 300;
        // AutoScroll's speed is pixels per frame (60 frames a second).
        const speed = Math.max(0.2, (slideWidth + gap) / (msPerSlide / (1000 / 60)));
        plugins.push(AutoScroll({ speed, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }));
      }
      if (cancelled) return;
      api = EmblaCarousel(node, { loop, align: 'start', direction: directionOf(lang) }, plugins);
      const sync = () => {
        if (!api) return;
        setSelected(api.selectedScrollSnap());
        setSnaps(api.scrollSnapList().length);
        setCanPrev(api.canScrollPrev());
        setCanNext(api.canScrollNext());
      };
      api.on('select', sync).on('reInit', sync);
      sync();
      setMoving(plugins.length === 0 ? undefined : delay !== undefined ? 'autoplay' : 'autoScroll');
      setPlaying(plugins.length > 0);
      setEmbla(api);
    })();
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(null);
      setMoving(undefined);
    };
  }, [interactive, loop, lang, delay, msPerSlide, gap]);

  const togglePlaying = () => {
    if (!embla || !moving) return;
    const plugin = (embla.plugins() as unknown as Record<string, { play(): void; stop(): void } | undefined>)[moving];
    if (!plugin) return;
    if (playing) plugin.stop();
    else plugin.play();
    setPlaying(!playing);
  };

  // Until the carousel starts, the space its controls will take (their margin and their row) is kept
  // below the slides when there are more slides than fit, so that its start (after hydration, once
  // Embla has loaded) moves nothing on the page: 52-72 px of layout shift before. The sizes are those
  // of slider.module.css (.controls' margin, .arrow, .bullet): change them together.
  const controlsSize = arrows || autoplay || autoScroll ? '2.75rem' : bullets ? '24px' : '0px';
  const style = {
    '--slider-gap': `${gap}px`,
    ...Object.fromEntries(Object.entries(perView).map(([at, n]) => [`--per-view-${at}`, n])),
    ...(interactive &&
      !embla && {
        paddingBlockEnd: `calc(clamp(0, ${slides.length} - var(--per-view), 1) * (1.75rem + ${controlsSize}))`,
      }),
  } as CSSProperties;
  const showControls = interactive && embla !== null && snaps > 1;

  return (
    <section
      className={`${styles.slider} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={embla ? '' : undefined}
      data-interactive={interactive ? '' : undefined}
      style={style}
    >
      <div className={styles.viewport} ref={viewport}>
        <ul className={styles.track}>
          {slides.map((slide, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              className={styles.slide}
              data-slide
              aria-roledescription="slide"
              aria-label={s.slide(index + 1, slides.length)}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {showControls && (
        <div className={styles.controls}>
          {arrows && (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => embla?.scrollPrev()}
              disabled={!canPrev}
              aria-label={s.previous}
            >
              <Chevron />
            </button>
          )}
          {bullets && (
            <div className={styles.bullets}>
              {Array.from({ length: snaps }, (_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: bullets are positional
                  key={index}
                  type="button"
                  className={styles.bullet}
                  aria-label={s.goToSlide(index + 1)}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              ))}
            </div>
          )}
          {moving && (
            <button
              type="button"
              className={`${styles.arrow} ${styles.toggle}`}
              onClick={togglePlaying}
              aria-label={playing ? s.pause : s.play}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          {arrows && (
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => embla?.scrollNext()}
              disabled={!canNext}
              aria-label={s.next}
            >
              <Chevron />
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
