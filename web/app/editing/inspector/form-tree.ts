import {
  type EditableFields,
  expandFields,
  FIELD_GROUPS,
  type FieldGroup,
  type FieldInstance,
  type FieldSpec,
  type Path,
  type ShownField,
} from '@site/blocks';

/**
 * The inspector's form for one content object, built from its block's field map: each declared key
 * (`title`, `cards[].title`, `stories[].detailContent.body[].text`) becomes a field at its concrete
 * path, keys that share an object become a group (`detailContent`), and each `[]` becomes a list whose
 * items hold their own forms. Declaration order is kept. Pure: no React, no content is changed.
 */
export type FormNode =
  | { kind: 'field'; field: FieldInstance; shown: boolean }
  | { kind: 'group'; key: string; path: Path; children: FormNode[] }
  | { kind: 'list'; key: string; path: Path; items: FormNode[][] };

interface Pattern {
  spec?: { key: string; spec: FieldSpec };
  children: Map<string, Pattern>;
}

function patternOf(fields: EditableFields): Pattern {
  const root: Pattern = { children: new Map() };
  for (const [key, spec] of Object.entries(fields)) {
    let node = root;
    for (const segment of splitKey(key)) {
      let child = node.children.get(segment);
      if (!child) {
        child = { children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.spec = { key, spec };
  }
  return root;
}

function splitKey(key: string): string[] {
  return key.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));
}

/**
 * The form of `content`. `shown` (a block's `shownFields`) marks the fields its variant does not
 * show; they stay in the tree (marked) so the panel can tuck them away instead of losing them.
 */
export function buildForm(fields: EditableFields, content: unknown, shown: ShownField = () => true): FormNode[] {
  // The fields as the block package describes them (with their names and help), by concrete path.
  const instances = new Map(expandFields(fields, content).map((field) => [field.path.join('\u0000'), field]));
  const walk = (pattern: Pattern, value: unknown, path: Path): FormNode[] =>
    [...pattern.children.entries()].flatMap(([segment, child]): FormNode[] => {
      const childPath = [...path, segment];
      const childValue = isRecord(value) ? value[segment] : undefined;
      const out: FormNode[] = [];
      if (child.spec) {
        const { key, spec } = child.spec;
        const field: FieldInstance = instances.get(childPath.join('\u0000')) ?? {
          path: childPath,
          key,
          ...(typeof spec === 'string' ? { kind: spec } : (spec as Omit<FieldInstance, 'path' | 'key'>)),
        };
        out.push({ kind: 'field', field, shown: shown(key, childPath) });
      }
      const items = child.children.get('[]');
      if (items) {
        const list = Array.isArray(childValue) ? childValue : [];
        out.push({
          kind: 'list',
          key: segment,
          path: childPath,
          items: list.map((item, index) => walk(items, item, [...childPath, index])),
        });
      }
      const named = new Map([...child.children].filter(([name]) => name !== '[]'));
      if (named.size > 0) {
        const children = walk({ children: named }, childValue, childPath);
        out.push({ kind: 'group', key: segment, path: childPath, children });
      }
      return out;
    });
  return walk(patternOf(fields), content, []);
}

/**
 * The part of a form under `scope` (one item of a list: ['stories', 2]), for a detail page that
 * edits one item. Empty when the scope is not in the form.
 */
export function formAt(form: FormNode[], scope: Path): FormNode[] {
  if (scope.length === 0) return form;
  for (const node of form) {
    if (node.kind === 'group' && startsWith(scope, node.path)) return formAt(node.children, scope);
    if (node.kind === 'list' && startsWith(scope, node.path) && scope.length > node.path.length) {
      const index = scope[node.path.length];
      const item = typeof index === 'number' ? node.items[index] : undefined;
      if (!item) return [];
      const itemPath = [...node.path, index as number];
      return scope.length === itemPath.length ? item : formAt(item, scope);
    }
  }
  return [];
}

/** Every field of a form, lists' items and groups included, in the order the panel draws them. */
export function formFields(form: FormNode[]): FieldInstance[] {
  return form.flatMap((node) =>
    node.kind === 'field'
      ? [node.field]
      : node.kind === 'group'
        ? formFields(node.children)
        : node.items.flatMap((item) => formFields(item)),
  );
}

/** Splits a form's nodes into those its variant shows and the fields it does not (tucked away). */
export function splitShown(form: FormNode[]): { shown: FormNode[]; hidden: FormNode[] } {
  const shown: FormNode[] = [];
  const hidden: FormNode[] = [];
  for (const node of form) (node.kind === 'field' && !node.shown ? hidden : shown).push(node);
  return { shown, hidden };
}

/**
 * A block's top-level nodes by the group their definition gives them ('content', 'media', 'buttons',
 * …), in the groups' fixed order and the nodes' own order within each. Lists and nested objects
 * count as content. Empty groups are left out.
 */
export function byFieldGroup(nodes: FormNode[]): Array<{ group: FieldGroup; nodes: FormNode[] }> {
  const groupOf = (node: FormNode): FieldGroup => (node.kind === 'field' && node.field.group) || 'content';
  return FIELD_GROUPS.map((group) => ({ group, nodes: nodes.filter((node) => groupOf(node) === group) })).filter(
    ({ nodes: inGroup }) => inGroup.length > 0,
  );
}

/**
 * Which field a schema problem at `issuePath` belongs to: the field whose path is the longest
 * prefix of it (a problem inside a link belongs to the link). None when no field holds it.
 */
export function fieldOfIssue(fields: readonly FieldInstance[], issuePath: Path): FieldInstance | undefined {
  let best: FieldInstance | undefined;
  for (const field of fields) {
    if (startsWith(issuePath, field.path) && (!best || field.path.length > best.path.length)) best = field;
  }
  return best;
}

export function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => path[i] === part);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
