import { useEffect, useId, useRef, useState } from 'react';
import { FilterDropdown } from '../../ui/filter-dropdown.tsx';
import { Pagination, paginate } from '../../ui/pagination.tsx';
import { uiStrings } from '../../ui/strings.ts';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { LogoCardSection, LogoCards } from '../partners/logo-cards.tsx';
import { strings } from '../partners/strings.ts';
import { COLOR_CYCLE } from '../team/palette.ts';
import { ALL, CLIENTS_PER_PAGE, filterClients, validChoice } from './filter.ts';
import styles from './view.module.css';

/**
 * Clients (spec 000 §2 "Clients"): industry and solution filters ('All' first), the clients matching
 * both, 15 per page; a new filter goes back to page 1, a new page scrolls up to the section. A card
 * opens the client's modal; 'No results found' when nothing matches.
 */
export default function ClientsView({ block: { content } }: BlockViewProps<'CLIENTS'>) {
  const l = useLocalize();
  const s = strings[l.lang];
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const [choice, setChoice] = useState({ industry: ALL, solution: ALL });
  const [requestedPage, setPage] = useState(1);
  const [scrollPending, setScrollPending] = useState(false);

  const industry = validChoice(choice.industry, content.filters.industry);
  const solution = validChoice(choice.solution, content.filters.solution);
  const matching = filterClients(content.clients ?? [], { industry, solution });
  const { items, page, pageCount } = paginate(matching, requestedPage, CLIENTS_PER_PAGE);

  useEffect(() => {
    if (!scrollPending) return;
    setScrollPending(false);
    const node = section.current;
    if (node && node.getBoundingClientRect().top < 0) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      node.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [scrollPending]);

  const all = { id: ALL, name: l(content.allLabel) || (l.lang === 'ar' ? 'الكل' : 'All') };
  const options = (list: typeof content.filters.industry) => [
    all,
    ...list.map((option) => ({ id: option.id, name: l(option.name) })),
  ];
  // A new filter starts again from page 1 (spec 000 §4).
  const choose = (key: 'industry' | 'solution', id: string) => {
    setChoice((current) => ({ ...current, [key]: id }));
    setPage(1);
  };

  return (
    <LogoCardSection
      sectionRef={section}
      title={content.title}
      subtitle={content.subtitle}
      listLabel={s.clients}
      titleId={titleId}
      toolbar={
        <div className={styles.filters}>
          <FilterDropdown
            label={l(content.industryLabel)}
            value={industry}
            options={options(content.filters.industry)}
            onChange={(id) => choose('industry', id)}
          />
          <FilterDropdown
            label={l(content.solutionLabel)}
            value={solution}
            options={options(content.filters.solution)}
            onChange={(id) => choose('solution', id)}
          />
        </div>
      }
      empty={
        items.length === 0 ? (
          <p className={styles.empty} role="status">
            {uiStrings[l.lang].noResults}
          </p>
        ) : undefined
      }
      footer={
        <Pagination
          page={page}
          pageCount={pageCount}
          label={s.clientPages}
          onChange={(next) => {
            setPage(next);
            setScrollPending(true);
          }}
        />
      }
    >
      <LogoCards items={items} cycle={COLOR_CYCLE.clients} label={s.clients} />
    </LogoCardSection>
  );
}
