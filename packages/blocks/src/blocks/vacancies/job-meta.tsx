import { useLocalize } from '../../ui/use-language.ts';
import { BriefcaseIcon, PinIcon } from './icons.tsx';
import type { Job } from './schema.ts';
import { strings } from './strings.ts';

/** A job's location and type as badges (the list and the detail page style them differently). */
export function JobMeta({ job, className }: { job: Pick<Job, 'location' | 'type'>; className: string | undefined }) {
  const l = useLocalize();
  const s = strings[l.lang];
  if (!job.location && !job.type) return null;
  return (
    <ul className={className}>
      {job.location && (
        <li>
          <PinIcon />
          <span className="visually-hidden">{s.location}: </span>
          <span dir="auto">{l(job.location)}</span>
        </li>
      )}
      {job.type && (
        <li>
          <BriefcaseIcon />
          <span className="visually-hidden">{s.type}: </span>
          <span dir="auto">{l(job.type)}</span>
        </li>
      )}
    </ul>
  );
}
