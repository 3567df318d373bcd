import type { Block } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import type { PresentEditor } from '../editor-api.ts';
import { blockName } from '../names.ts';
import { EDITING_NS } from '../strings.ts';
import styles from './presence.module.css';
import './strings.ts';

const list = (names: readonly string[], lang: string) =>
  new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names);

/**
 * "Also here: Sara (Hero)": the other editors on the page and the block each is in, in the edit
 * bar; read out politely when it changes.
 */
export function PresenceStrip({ editors, blocks }: { editors: readonly PresentEditor[]; blocks: readonly Block[] }) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const names = editors.map((editor) => {
    const block = editor.block_id ? blocks.find((b) => b.id === editor.block_id) : undefined;
    return block ? t('presence.inBlock', { name: editor.name, block: blockName(block.block_type, lang) }) : editor.name;
  });
  return (
    <p className={styles.strip} role="status" aria-label={t('presence.label')} data-presence-strip="">
      {names.length > 0 && (
        <>
          <span className={styles.dot} aria-hidden="true" />
          {t('presence.alsoHere', { list: list(names, lang), interpolation: { escapeValue: false } })}
        </>
      )}
    </p>
  );
}

/** In the toolbar of a block another editor is in: who. */
export function PresenceMarker({ editors }: { editors: readonly PresentEditor[] }) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  if (editors.length === 0) return null;
  return (
    <span className={styles.marker} data-presence-marker="">
      {t('presence.editingHere', {
        list: list(
          editors.map((e) => e.name),
          lang,
        ),
        interpolation: { escapeValue: false },
      })}
    </span>
  );
}

/** The other editors in a block. */
export const editorsIn = (editors: readonly PresentEditor[], blockId: string) =>
  editors.filter((editor) => editor.block_id === blockId);
