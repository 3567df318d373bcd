import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { ArrowIcon, BriefcaseIcon } from './icons.tsx';
import { JobMeta } from './job-meta.tsx';
import { strings } from './strings.ts';
import styles from './view.module.css';

/** The open vacancies, each linking to its page; the coming-soon message only when there are none. */
export default function VacanciesView({ block: { content } }: BlockViewProps<'VACANCIES'>) {
  const l = useLocalize();
  const s = strings[l.lang];
  const jobs = content.jobs ?? [];
  const title = l(content.title);
  return (
    <section className="section">
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
        {jobs.length === 0 ? (
          <Reveal className={styles.comingSoon}>
            <span className={styles.comingSoonIcon} aria-hidden="true">
              <BriefcaseIcon size={34} />
            </span>
            <h3 dir="auto">{l(content.comingSoonTitle)}</h3>
            <p dir="auto">{l(content.comingSoonText)}</p>
          </Reveal>
        ) : (
          <ul className={styles.list}>
            {jobs.map((job, index) => (
              <Reveal as="li" key={job.id} className={styles.card} delay={Math.min(index, 5) * 0.1}>
                <div className={styles.cardMain}>
                  <h3 className={styles.jobTitle} dir="auto">
                    {/* A job without its page's content has no page to link to (spec 000 §2). */}
                    {job.detailContent ? (
                      <SmartLink className={styles.link} to={`/vacancy-details/${encodeURIComponent(job.id)}`}>
                        {l(job.title)}
                      </SmartLink>
                    ) : (
                      l(job.title)
                    )}
                  </h3>
                  <JobMeta job={job} className={styles.meta} />
                  {job.summary && (
                    <p className={styles.summary} dir="auto">
                      {l(job.summary)}
                    </p>
                  )}
                </div>
                {job.detailContent && (
                  <span className={styles.cta} aria-hidden="true">
                    {l(content.buttonText) || s.viewPosition}
                    <ArrowIcon />
                  </span>
                )}
              </Reveal>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
