import { type Block, getAt } from '@site/blocks';
import type { DetailItem, DetailKind, DetailSource } from '@site/blocks/details';
import { useLanguage } from '@site/blocks/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockFieldsEditor } from './block-fields-editor.tsx';
import styles from './editing.module.css';
import { editorApi } from './editor-api.ts';
import { blockName } from './names.ts';
import './register-strings.ts';
import { EDITING_NS } from './strings.ts';

interface EditableDetailProps {
  kind: DetailKind;
  item: DetailItem;
  source: DetailSource;
  render: (item: DetailItem) => ReactNode;
}

/**
 * Edit mode on a detail page: the item's own fields (a story's title, image and body…) from its
 * list block's registry map. Unlike blocks, a change shows only once the server has stored it
 * (spec 000 §4: "Story detail updates locally only after a successful save"); a failure alerts
 * 'Save failed' on a story, the generic message elsewhere.
 */
export default function EditableDetail({ kind, item: initial, source, render }: EditableDetailProps) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const [item, setItem] = useState(initial);
  const [block, setBlock] = useState<Block | null>(null);
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const failed = kind === 'story' ? t('saveFailedStory') : t('saveFailed');

  async function fetchBlock(): Promise<Block | undefined> {
    const page = await editorApi.getPage(source.slug);
    const found = page.blocks.find((b) => b.id === source.blockId);
    if (found) setBlock(found);
    return found;
  }

  async function save(current: Block, content: unknown) {
    try {
      const saved = await editorApi.saveBlock(current, content);
      setBlock(saved);
      setItem(getAt(saved.content, source.path) as DetailItem);
    } catch (error) {
      console.warn(error);
      setAlert(failed);
      await fetchBlock().catch(() => {});
    }
  }

  const title = t('fieldsTitle', { type: blockName(source.blockType, lang) });
  return (
    <div className={styles.editing}>
      <section className={styles.block} aria-label={title}>
        <div className={styles.toolbar} role="toolbar" aria-label={title}>
          <button
            type="button"
            onClick={async () => {
              try {
                if (await fetchBlock()) setOpen(true);
                else setAlert(failed);
              } catch {
                setAlert(failed);
              }
            }}
          >
            ✎ {t('editFields')}
          </button>
        </div>
        {render(item)}
      </section>

      {open && block && (
        <BlockFieldsEditor
          block={block}
          title={title}
          scope={source.path}
          save={(content) => void save(block, content)}
          onError={setAlert}
          onClose={() => setOpen(false)}
        />
      )}
      {alert && (
        <div role="alert" className={styles.alert}>
          <span>{alert}</span>
          <button type="button" onClick={() => setAlert(null)}>
            {t('close')}
          </button>
        </div>
      )}
    </div>
  );
}
