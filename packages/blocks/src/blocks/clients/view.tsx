import { useId } from 'react';
import { industryAndSolution, ListFilters } from '../../kits/list-page/list-filters.tsx';
import { useListPage } from '../../kits/list-page/use-list-page.ts';
import { LogoCardSection, LogoCards } from '../../kits/logo-cards/logo-cards.tsx';
import { strings } from '../../kits/logo-cards/strings.ts';
import { COLOR_CYCLE } from '../../kits/palette/palette.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { uiStrings } from '../../ui/strings.ts';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { clientsList } from './list.ts';
import styles from './view.module.css';

/**
 * Clients (spec 000 §2 "Clients"): industry and solution filters ('All' first), the clients matching
 * both, 15 per page, the choices in the address like the other lists (kits/list-page). A card opens
 * the client's modal; 'No results found' when nothing matches.
 */
export default function ClientsView({ block }: BlockViewProps<'CLIENTS'>) {
  const { content } = block;
  const l = useLocalize();
  const s = strings[l.lang];
  const titleId = useId();
  const { entries: items, chosen, choose, params, listRef, pagination } = useListPage(clientsList, block);

  const fields = industryAndSolution(l, content, l(content.allLabel) || (l.lang === 'ar' ? 'الكل' : 'All'), chosen);
  return (
    <LogoCardSection
      sectionRef={listRef}
      title={content.title}
      subtitle={content.subtitle}
      listLabel={s.clients}
      titleId={titleId}
      toolbar={<ListFilters fields={fields} params={params} choose={choose} className={styles.filters} />}
      empty={
        items.length === 0 ? (
          <p className={styles.empty} role="status">
            {uiStrings[l.lang].noResults}
          </p>
        ) : undefined
      }
      footer={<Pagination {...pagination} label={s.clientPages} />}
    >
      <LogoCards items={items} cycle={COLOR_CYCLE.clients} label={s.clients} />
    </LogoCardSection>
  );
}
