import { useId } from 'react';
import { type FilterField, ListFilters } from '../../kits/list-page/list-filters.tsx';
import { useListPage } from '../../kits/list-page/use-list-page.ts';
import { PostCard } from '../../kits/posts/post-card.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { uiStrings } from '../../ui/strings.ts';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { resourcesList } from './list.ts';
import { strings } from './strings.ts';
import styles from './view.module.css';

/**
 * Blog posts and events (spec 000 §2): a 'Filter by:' dropdown (?filter=blog|event, else all) and
 * 12 per page with numbered pages; a new filter starts at page 1, a new page scrolls back up here.
 */
export default function ResourcesView({ block }: BlockViewProps<'RESOURCES'>) {
  const { content } = block;
  const l = useLocalize();
  const s = strings[l.lang];
  const { entries: items, total, chosen, choose, params, listRef, pagination } = useListPage(resourcesList, block);
  const titleId = useId();
  const options = [
    { id: 'all', name: l(content.filters.all) },
    { id: 'blog', name: l(content.filters.blog) },
    { id: 'event', name: l(content.filters.events) },
  ];
  const filter: FilterField = { param: 'filter', label: l(content.filters.label), value: chosen('filter'), options };

  return (
    <section
      ref={listRef}
      tabIndex={-1}
      className={`section ${styles.resources}`}
      aria-labelledby={content.title ? titleId : undefined}
    >
      <div className="container">
        <div className={styles.toolbar}>
          {content.title ? (
            <h2 id={titleId} className={`section-title ${styles.title}`}>
              {l(content.title)}
            </h2>
          ) : (
            <h2 className="visually-hidden">{s.listLabel}</h2>
          )}
          <div className={styles.controls}>
            <p className={styles.count} role="status">
              {s.count(total)}
            </p>
            <ListFilters fields={[filter]} params={params} choose={choose} />
          </div>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>{uiStrings[l.lang].noResults}</p>
        ) : (
          <ul className={styles.grid} aria-label={s.listLabel}>
            {items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
        )}
        <Pagination {...pagination} label={s.pagesLabel} />
      </div>
    </section>
  );
}
