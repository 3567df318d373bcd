import type { CSSProperties } from 'react';
import type { DetailViewProps } from '../../details.ts';
import type { LocalizedList, LocalizedText } from '../../localized.ts';
import { cssUrl } from '../../ui/css-url.ts';
import { mediaUrl } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import { ApplicationForm } from './application-form.tsx';
import styles from './detail.module.css';
import { ArrowIcon, CheckIcon } from './icons.tsx';
import { JobMeta } from './job-meta.tsx';
import type { Job } from './schema.ts';
import { strings } from './strings.ts';

/**
 * One vacancy (spec 000 §2 "Vacancy detail"): a hero with the job's image, the back link to
 * /careers and the title; the summary, responsibilities, requirements, desired skills and what we
 * offer; the application form beside them. The route adds the template page's blocks below.
 */
export default function VacancyDetail({ item }: DetailViewProps) {
  const job = item as unknown as Job;
  const l = useLocalize();
  const s = strings[l.lang];
  const detail = job.detailContent ?? {};
  const title = l(job.title);
  const summary = detail.summary;
  const paragraphs = [summary?.p1, summary?.p2, summary?.p3].map((p) => l(p)).filter(Boolean);

  return (
    <article className={styles.page}>
      <header
        className={styles.hero}
        style={detail.heroImage ? ({ '--hero-image': cssUrl(mediaUrl(detail.heroImage)) } as CSSProperties) : undefined}
      >
        <div className={`container ${styles.heroInner}`}>
          <SmartLink className={styles.back} to="/careers">
            <ArrowIcon className={styles.backArrow} />
            <span dir="auto">{l(detail.backLinkText) || s.backToCareers}</span>
          </SmartLink>
          <h1 className={styles.title} dir="auto">
            {title}
          </h1>
          <JobMeta job={job} className={styles.meta} />
          <a className={`btn btn-accent ${styles.applyNow}`} href="#apply">
            {s.applyNow}
          </a>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.content}>
          {(summary?.title || paragraphs.length > 0) && (
            <Reveal as="section" className={styles.summary} threshold={0.05}>
              {summary?.title && <h2 dir="auto">{l(summary.title)}</h2>}
              {paragraphs.map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
                <p key={index} dir="auto">
                  {text}
                </p>
              ))}
            </Reveal>
          )}
          <ListSection title={detail.responsibilities?.title} items={detail.responsibilities?.items} />
          <ListSection title={detail.requirements?.title} items={detail.requirements?.items} />
          <ListSection title={detail.desired_skills?.title} items={detail.desired_skills?.items} />
          <ListSection
            title={detail.what_we_offer?.title}
            items={detail.what_we_offer?.items}
            closing={detail.what_we_offer?.join_us}
            highlight
          />
        </div>
        <aside className={styles.sidebar} id="apply" tabIndex={-1}>
          <ApplicationForm vacancyId={job.id} vacancyTitle={title} form={detail.form} />
        </aside>
      </div>
    </article>
  );
}

function ListSection({
  title,
  items,
  closing,
  highlight = false,
}: {
  title: LocalizedText | undefined;
  items: LocalizedList | undefined;
  closing?: LocalizedText | undefined;
  highlight?: boolean;
}) {
  const l = useLocalize();
  const list = l.list(items).filter((item) => item.trim());
  const heading = l(title);
  const end = l(closing);
  if (!heading && list.length === 0 && !end) return null;
  return (
    <Reveal as="section" className={`${styles.section} ${highlight ? styles.highlight : ''}`} threshold={0.05}>
      {heading && <h2 dir="auto">{heading}</h2>}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their position
            <li key={index} dir="auto">
              <CheckIcon />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
      {end && (
        <p className={styles.joinUs} dir="auto">
          {end}
        </p>
      )}
    </Reveal>
  );
}
