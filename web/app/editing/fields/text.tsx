import { getBlockDefinition, href, schemaAt } from '@site/blocks';
import { useId, useState } from 'react';
import { Frame, invalidProps, isLongText } from './frame.tsx';
import { LinkTargetInput } from './link-target.tsx';
import type { FieldControlProps } from './types.ts';

/** Whether the block's schema declares this value a link target (`href`, maybe optional). */
function holdsLinkTarget(blockType: string, path: FieldControlProps['field']['path']): boolean {
  const def = getBlockDefinition(blockType);
  const schema = def && schemaAt(def.schema, path);
  const inner = (schema as { unwrap?: () => unknown } | undefined)?.unwrap?.() ?? schema;
  return inner === href;
}

/**
 * One text, the same in both languages (a link's target, an id-like value): one input; a link's
 * target suggests the site's pages and items by title.
 */
export function TextControl({ block, field, value, label, problem, onChange }: FieldControlProps<string | undefined>) {
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const [link] = useState(() => holdsLinkTarget(block.block_type, field.path));
  const [multiline] = useState(() => isLongText(field.key, text) && !/link|url|path|href|to$/i.test(field.key));
  const props = {
    id,
    dir: 'auto' as const,
    value: text,
    ...invalidProps(id, problem),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Frame id={id} label={label} problem={problem}>
      {link ? (
        <LinkTargetInput {...props} />
      ) : multiline ? (
        <textarea rows={3} {...props} />
      ) : (
        <input type="text" {...props} />
      )}
    </Frame>
  );
}
