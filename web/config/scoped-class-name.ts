import path from 'node:path';

/**
 * Names the classes of CSS modules after the file they come from: `.section` in
 * `packages/blocks/src/blocks/hero/view.module.css` becomes `hero__section`, in `ui/slider.module.css`
 * `ui-slider__section`, in `web/app/editing/dialog.module.css` `editing-dialog__section`. Readable in
 * the browser's inspector, and the same in development and production. Vite's default
 * (`_section_1qw9u_1`, a hash per file and a line number) made every block's class map and the block
 * stylesheet larger, and worse to compress: each name is in both (ADR 0016).
 *
 * A file's prefix is its path below `blocks/` (or `packages/blocks/src/`, or `web/app/`) with
 * `view` dropped, so two files cannot share one; the function throws if they ever would.
 */
export function scopedClassNames(root: string) {
  const owners = new Map<string, string>();
  return (local: string, file: string): string => {
    const relative = path
      .relative(root, file.split('?')[0] ?? file)
      .split(path.sep)
      .join('/');
    const prefix = relative
      .replace(/\.module\.css$/, '')
      .replace(/^packages\/blocks\/src\/(blocks\/)?|^web\/app\//, '')
      .split('/')
      .filter((part) => part !== 'view')
      .join('-');
    const owner = owners.get(prefix);
    if (owner === undefined) owners.set(prefix, relative);
    else if (owner !== relative)
      throw new Error(`CSS modules ${owner} and ${relative} would both name their classes ${prefix}__…`);
    return `${prefix}__${local}`;
  };
}
