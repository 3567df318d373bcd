import { useId } from 'react';
import { firstOption } from '../../kits/list-page/filters.ts';
import { industryAndSolution, ListFilters } from '../../kits/list-page/list-filters.tsx';
import { useListPage } from '../../kits/list-page/use-list-page.ts';
import { Image } from '../../ui/media.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { uiStrings } from '../../ui/strings.ts';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { storiesList } from './list.ts';
import { strings } from './strings.ts';
import styles from './view.module.css';

/**
 * Customer stories (spec 000 §2): industry and solution filters, a grid of 15 stories per page,
 * each card linking to its story. Choices live in the address (?industry=&solution=&page=); visitors
 * get only the page shown, cut by the server (list.ts).
 */
export default function GalleryView({ block }: BlockViewProps<'GALLERY'>) {
  const { content } = block;
  const l = useLocalize();
  const s = strings[l.lang];
  const { entries: items, total, chosen, choose, params, listRef, pagination } = useListPage(storiesList, block);
  const titleId = useId();

  const fields = industryAndSolution(l, content, l(content.allLabel), chosen);

  return (
    <section
      ref={listRef}
      tabIndex={-1}
      className={`section ${styles.gallery}`}
      aria-labelledby={content.title ? titleId : undefined}
    >
      <div className="container">
        {content.title ? (
          <header className={styles.heading}>
            <h2 id={titleId} className="section-title">
              {l(content.title)}
            </h2>
            {content.subtitle && <p className={`section-lead ${styles.lead}`}>{l(content.subtitle)}</p>}
          </header>
        ) : (
          <h2 className="visually-hidden">{s.listLabel}</h2>
        )}
        <div className={styles.toolbar}>
          <ListFilters fields={fields} params={params} choose={choose} className={styles.filters} />
          <p className={styles.count} role="status">
            {s.count(total)}
          </p>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>{uiStrings[l.lang].noResults}</p>
        ) : (
          <ul className={styles.grid} aria-label={s.listLabel}>
            {items.map((story, index) => {
              const tag = firstOption(story.categories, content.filters.industry);
              return (
                <Reveal as="li" key={story.id} className={styles.card} delay={(index % 3) * 0.08} threshold={0.1}>
                  <div className={styles.media}>
                    <Image src={story.image} alt="" width={640} height={400} />
                  </div>
                  <div className={styles.body}>
                    {tag && <span className={styles.tag}>{l(tag.name)}</span>}
                    <h3 className={styles.title} dir="auto">
                      <SmartLink className={styles.link} to={`/customer-stories/${encodeURIComponent(story.id)}`}>
                        {l(story.title)}
                      </SmartLink>
                    </h3>
                    <span className={styles.more} aria-hidden="true">
                      {s.readStory}
                      <svg viewBox="0 0 24 24" width="18" height="18" className={styles.arrow} aria-hidden="true">
                        <path d="M5 12h14m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </span>
                  </div>
                </Reveal>
              );
            })}
          </ul>
        )}
        <Pagination {...pagination} label={s.pagesLabel} />
      </div>
    </section>
  );
}
