import {
  type Block,
  type FieldInstance,
  fieldGroupNames,
  getAt,
  getBlockDefinition,
  keyOfPath,
  type Language,
  type Path,
  setAt,
} from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionList } from '../collections/collection-list.tsx';
import { fieldControls } from '../fields/index.ts';
import { ListField } from '../fields/list.tsx';
import { issueMessage } from '../issue-message.ts';
import { collectionShownBy } from '../item-in-block.ts';
import { applyMediaRuleAt, type ClearedAlt, getAltOffer, setField } from '../media-rule.ts';
import { fieldName } from '../names.ts';
import { EDITING_NS } from '../strings.ts';
import { buildForm, byFieldGroup, type FormNode, fieldOfIssue, formAt, formFields, splitShown } from './form-tree.ts';
import styles from './inspector.module.css';

/** Kinds whose every change is a decision of its own (a click), saved at once; the others are typed. */
const DISCRETE = new Set(['boolean', 'choice', 'ids', 'date']);

/**
 * A block's fields as one form (under `scope` only, when given): those its variant shows, the
 * others apart; a change that fails the block's schema stays in the form with the problem under its
 * field, and is not reported. `onChange` gets each valid new content, with the typed field's path as
 * its `burst` (discrete changes have none).
 */
export function useBlockForm(block: Block, scope: Path, onChange: (content: unknown, burst?: string) => void) {
  const lang = useLanguage();
  const def = getBlockDefinition(block.block_type);
  // A change the schema refused, kept in the form until it is mended (or the block changes under it).
  const [draft, setDraft] = useState<{ base: unknown; content: unknown } | null>(null);
  /** The description taken off a picture whose file changed: offered back under the picture. */
  const [clearedAlt, setClearedAlt] = useState<(ClearedAlt & { at: string }) | null>(null);
  const content = draft && draft.base === block.content ? draft.content : block.content;

  const form = useMemo(() => {
    if (!def) return [];
    const shown = def.shownFields?.(content as never);
    return formAt(buildForm(def.fields, content, shown), scope);
  }, [def, content, scope]);

  const problems = useMemo(() => {
    const out = new Map<string, string>();
    if (!draft || draft.base !== block.content || !def) return out;
    const result = def.schema.safeParse(content);
    if (result.success) return out;
    const fields = formFields(form);
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(fields, issue.path as Path);
      const key = field ? field.path.join('.') : '';
      if (!out.has(key)) out.set(key, issueMessage(issue, lang));
    }
    return out;
  }, [draft, block.content, def, content, form, lang]);

  const change = (next: unknown, burst?: string) => {
    const result = def?.schema.safeParse(next);
    if (result && !result.success) {
      setDraft({ base: block.content, content: next });
      return;
    }
    setDraft(null);
    onChange(next, burst);
  };
  const changeField = (field: FieldInstance, value: unknown) => {
    const next = setField(content, field, value);
    if (next.cleared) setClearedAlt({ ...next.cleared, at: field.path.join('.') });
    change(next.content, DISCRETE.has(field.kind) ? undefined : field.path.join('.'));
  };
  const changeList = (path: Path, items: unknown[]) => change(applyMediaRuleAt(content, path, items));
  /** The offer to keep a cleared description, under the picture at `at`, while it is still empty. */
  const altOffer = (at: string) => getAltOffer(clearedAlt, at, content);
  const keepAlt = () => {
    if (!clearedAlt) return;
    setClearedAlt(null);
    change(setAt(content, clearedAlt.path, clearedAlt.alt));
  };

  return { content, form, problems, changeField, changeList, altOffer, keepAlt };
}

export type BlockForm = ReturnType<typeof useBlockForm>;

/** The form's fields: under headings when there are several groups, the fields the variant hides apart. */
export function FormBody({ block, form, lang }: { block: Block; form: BlockForm; lang: Language }) {
  const { t } = useTranslation(EDITING_NS);
  const { shown, hidden } = splitShown(form.form);
  // Under headings (Content, Pictures and video, Buttons and links…) when there is more than one.
  const groups = byFieldGroup(shown);
  const problemAtTop = form.problems.get('');
  const renderNodes = (nodes: FormNode[]) => <Nodes nodes={nodes} block={block} form={form} lang={lang} />;
  return (
    <>
      {problemAtTop && <p className={styles.problem}>{problemAtTop}</p>}
      {form.form.length === 0 && <p className={styles.empty}>{t('inspector.noFields')}</p>}
      {groups.length > 1
        ? groups.map(({ group, nodes }) => (
            <div key={group} className={styles.fieldGroup}>
              <h3 className={styles.fieldGroupTitle}>{fieldGroupNames[group][lang]}</h3>
              {renderNodes(nodes)}
            </div>
          ))
        : renderNodes(shown)}
      {hidden.length > 0 && (
        <details className={styles.more}>
          <summary>{t('inspector.otherFields', { count: hidden.length })}</summary>
          <p className={styles.moreHint}>{t('inspector.otherFieldsHint')}</p>
          {renderNodes(hidden)}
        </details>
      )}
    </>
  );
}

/**
 * The nodes of a form: fields with their controls, groups as framed sets, lists as ListFields — and
 * a list block's collection (the gallery's stories) as a CollectionList, read a page at a time from
 * the server, each item saved alone.
 */
function Nodes({ nodes, block, form, lang }: { nodes: FormNode[]; block: Block; form: BlockForm; lang: Language }) {
  const { t } = useTranslation(EDITING_NS);
  const { content, problems } = form;
  // Controls see the form's content (a refused change included), so ids pick from the current lists.
  const shownBlock = content === block.content ? block : { ...block, content };
  const nameOf = (key: string) => fieldName(block.block_type, key, lang);
  const draw = (children: FormNode[]) => <Nodes nodes={children} block={block} form={form} lang={lang} />;
  return (
    <>
      {nodes.map((node) => {
        const at = node.kind === 'field' ? node.field.path.join('.') : node.path.join('.');
        if (node.kind === 'field') {
          const Control = fieldControls[node.field.kind];
          return (
            <div key={`f:${at}`} data-field-path={at} data-field-label={nameOf(node.field.key)} className={styles.node}>
              <Control
                block={shownBlock}
                field={node.field}
                value={getAt(content, node.field.path)}
                label={nameOf(node.field.key)}
                lang={lang}
                problem={problems.get(at)}
                onChange={(value: unknown) => form.changeField(node.field, value)}
              />
              {form.altOffer(at) && (
                <p className={styles.altCleared} role="status">
                  {t('inspector.altCleared')}{' '}
                  <button type="button" className={styles.textButton} onClick={form.keepAlt}>
                    {t('inspector.keepAlt')}
                  </button>
                </p>
              )}
            </div>
          );
        }
        if (node.kind === 'group') {
          return (
            <fieldset key={`g:${at}`} className={styles.group} data-field-path={at}>
              <legend>{nameOf(keyOfPath(node.path))}</legend>
              {draw(node.children)}
            </fieldset>
          );
        }
        const label = nameOf(keyOfPath(node.path));
        const collection = node.path.length === 1 ? collectionShownBy(block.block_type, at) : undefined;
        if (collection)
          return (
            <div key={`c:${at}`} data-field-path={at} className={styles.node}>
              <CollectionList block={shownBlock} collection={collection} array={at} label={label} lang={lang} />
            </div>
          );
        const items = getAt(content, node.path);
        return (
          <div key={`l:${at}`} data-field-path={at} className={styles.node}>
            <ListField
              block={shownBlock}
              path={node.path}
              items={Array.isArray(items) ? items : []}
              label={label}
              lang={lang}
              renderItem={(index) => draw(node.items[index] ?? [])}
              onChange={(next) => form.changeList(node.path, next)}
            />
          </div>
        );
      })}
    </>
  );
}
