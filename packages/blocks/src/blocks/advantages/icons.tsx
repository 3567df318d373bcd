import type { ReactElement } from 'react';
import type { ADVANTAGE_ICONS } from './schema.ts';

const paths: Readonly<Record<(typeof ADVANTAGE_ICONS)[number], string>> = {
  expertise: 'M12 2l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 16.8 6.1 20l1.3-6.6L2.5 8.9l6.6-.8z',
  learner: 'M12 3L1 9l11 6 9-4.9V17h2V9zM5 13.2v4L12 21l7-3.8v-4L12 17z',
  learner_centered: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z',
  scalable: 'M3 17l6-6 4 4 7-7V13h2V5h-8v2h4.6L13 12.6l-4-4-7.4 7.4z',
  support:
    'M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9z',
  full_service: 'M9 16.2L4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
};

type IconName = keyof typeof paths;

/** Every spelling the content uses for an icon (spec 000 §3), normalised to one name. */
const ALIASES: Readonly<Record<string, IconName>> = {
  expertise: 'expertise',
  expertiseicon: 'expertise',
  learner: 'learner',
  learnericon: 'learner',
  learnercentered: 'learner_centered',
  learnercenteredicon: 'learner_centered',
  scalable: 'scalable',
  scalableicon: 'scalable',
  support: 'support',
  supporticon: 'support',
  fullservice: 'full_service',
  fullserviceicon: 'full_service',
};

/** Resolves any alias (learner-centered, learnerCentered, ScalableIcon, …); unknown names give 'expertise'. */
export function resolveIcon(name: string | undefined): IconName {
  const key = (name ?? '').toLowerCase().replace(/[-_\s]/g, '');
  return ALIASES[key] ?? 'expertise';
}

export function AdvantageIcon({ name }: { name: string | undefined }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={paths[resolveIcon(name)]} fill="currentColor" />
    </svg>
  );
}
