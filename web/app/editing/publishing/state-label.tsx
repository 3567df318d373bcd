import type { PublishingState } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import styles from './publishing.module.css';
import { formatSiteTime } from './site-time.ts';
import { PUBLISHING_NS } from './strings.ts';

/** Where pages stand, in a word: scheduled, unpublished changes, not published yet, or published. */
export function StateLabel({ states }: { states: readonly PublishingState[] }) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const scheduled = states.find((s) => s.scheduled?.publish_at)?.scheduled?.publish_at;
  const state = scheduled
    ? 'scheduled'
    : states.some((s) => !s.live)
      ? 'never'
      : states.some((s) => s.changed)
        ? 'changed'
        : 'published';
  const text = t(`state.${state}`, scheduled ? { at: formatSiteTime(scheduled, lang) } : undefined);
  return (
    <span className={styles.state} data-publishing-state={state} title={text}>
      <span className="short-words">{text}</span>
    </span>
  );
}
