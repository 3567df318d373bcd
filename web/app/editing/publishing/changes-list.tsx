import type { SnapshotChanges, TextChange } from '@site/blocks';
import type { ItemChange } from '@site/blocks/api';
import { getCollection } from '@site/blocks/collections';
import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import { blockName, fieldName, pathName } from '../names.ts';
import styles from './publishing.module.css';
import { PUBLISHING_NS } from './strings.ts';

function textIn(value: TextChange['before'], lang: 'en' | 'ar'): string {
  if (value === null) return '';
  return typeof value === 'string' ? value : (value[lang] ?? '');
}

/** One changed text: each language that changed, before → after, the Arabic right to left. */
function TextDiff({ change, name }: { change: TextChange; name: string }) {
  const { t } = useTranslation(PUBLISHING_NS);
  return (
    <li className={styles.text}>
      <span className={styles.field}>{name}</span>
      {change.languages.map((lang) => (
        <span key={lang} className={styles.languageDiff} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
          <span className={styles.languageName}>{t(lang === 'ar' ? 'arabic' : 'english')}</span>
          <del>
            <span className="visually-hidden">{t('before')}: </span>
            {textIn(change.before, lang) || t('empty')}
          </del>
          <ins>
            <span className="visually-hidden">{t('after')}: </span>
            {textIn(change.after, lang) || t('empty')}
          </ins>
        </span>
      ))}
    </li>
  );
}

/**
 * A collection's unpublished changes, item by item by its own title (never by its place in a list):
 * added, removed, or changed with the fields that changed and whether it moved.
 */
function ItemChanges({ collection, changes }: { collection: string; changes: ItemChange[] }) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const definition = getCollection(collection);
  const { block, list } = definition?.heldBy ?? { block: '', list: '' };
  const fields = (change: ItemChange) =>
    change.fields.map((field) => fieldName(block, `${list}[].${field}`, lang)).join(lang === 'ar' ? '، ' : ', ');
  return (
    <li className={styles.block} data-collection={collection}>
      <span className={styles.blockName}>{definition?.label.many[lang] ?? collection}</span>
      <ul className={styles.texts}>
        {changes.map((change) => (
          <li key={change.slug} data-change={change.change}>
            <span className={styles.field}>{change.title[lang] || change.title.en || change.slug}</span>{' '}
            <span className={styles.badge}>{t(`change.${change.change}`)}</span>
            {change.change === 'changed' && change.fields.length > 0 && (
              <span className={styles.itemDetail}> {fields(change)}</span>
            )}
            {change.moved && <span className={styles.itemDetail}> {t('itemMoved')}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** What a release changed, or what publishing would change: block by block, texts in both languages. */
export function ChangesList({ changes }: { changes: SnapshotChanges }) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const path = (text: string) => text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const items = new Map<string, ItemChange[]>();
  for (const change of changes.items ?? [])
    items.set(change.collection, [...(items.get(change.collection) ?? []), change]);
  if (!changes.title && changes.settings.length === 0 && changes.blocks.length === 0 && items.size === 0) {
    return <p>{t('noChanges')}</p>;
  }
  return (
    <ul className={styles.changes}>
      {changes.title && (
        <li>
          <ul className={styles.texts}>
            <TextDiff change={changes.title} name={t('pageTitle')} />
          </ul>
        </li>
      )}
      {changes.settings.length > 0 && <li className={styles.block}>{t('settingsChanged')}</li>}
      {changes.blocks.map((block) => (
        <li key={block.id} className={styles.block} data-change={block.change}>
          <span className={styles.blockName}>{blockName(block.block_type, lang)}</span>{' '}
          <span className={styles.badge}>{t(`change.${block.change}`)}</span>
          {block.change === 'changed' && (
            <ul className={styles.texts}>
              {block.texts.map((text) => (
                <TextDiff key={text.path} change={text} name={pathName(block.block_type, path(text.path), lang)} />
              ))}
              {block.other.length > 0 && <li>{t('otherChanges', { count: block.other.length })}</li>}
            </ul>
          )}
        </li>
      ))}
      {[...items].map(([collection, list]) => (
        <ItemChanges key={collection} collection={collection} changes={list} />
      ))}
    </ul>
  );
}
