import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));
const blocksDir = path.join(src, 'blocks');
const packageJson = JSON.parse(readFileSync(path.join(src, '..', 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string>;
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every path a file names: any quoted string starting with ./ or ../ (static and dynamic imports,
 * CSS modules, `composes … from`, globs, mocks, `new URL(…)`) and the package's own entry points
 * (`@site/blocks/forms`), resolved to files.
 */
function pathsNamedIn(file: string, text: string): string[] {
  const named: string[] = [];
  for (const [, , relative] of text.matchAll(/(['"`])(\.{1,2}\/[^'"`\s]*)\1/g)) {
    named.push(path.resolve(path.dirname(file), relative as string));
  }
  const self = packageJson.name.replace('/', '\\/');
  for (const [, entry] of text.matchAll(new RegExp(`['"\`](${self}(?:\\/[^'"\`\\s]*)?)['"\`]`, 'g'))) {
    const target = packageJson.exports[`.${(entry as string).slice(packageJson.name.length)}`];
    if (target) named.push(path.resolve(src, '..', target));
  }
  return named;
}

/** The block folder a path is in, or undefined outside `blocks/`. */
function blockOf(file: string): string | undefined {
  const relative = path.relative(blocksDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** `from → to` for every path a file in `dirs` names inside a block folder that `allowed` refuses. */
function crossings(dirs: string[], allowed: (from: string, to: string) => boolean): string[] {
  return dirs.flatMap((dir) =>
    filesUnder(dir).flatMap((file) =>
      pathsNamedIn(file, readFileSync(file, 'utf8'))
        .filter((target) => blockOf(target) !== undefined && !allowed(file, target))
        .map((target) => `${rel(file)} → ${rel(target)}`),
    ),
  );
}

describe('block boundaries', () => {
  it('a block folder never names another block folder (shared code lives in kits/, ui/ and the top-level modules)', () => {
    expect(crossings([blocksDir], (from, to) => blockOf(from) === blockOf(to))).toEqual([]);
  });

  it('kits and ui never name a block folder', () => {
    const shared = ['kits', 'ui', 'test'].map((dir) => path.join(src, dir));
    expect(
      crossings(
        shared.filter((dir) => existsSync(dir)),
        () => false,
      ),
    ).toEqual([]);
  });

  it('finds every kind of reference', () => {
    const file = path.join(blocksDir, 'a', 'view.tsx');
    const text = [
      "import { x } from '../b/x.ts';",
      "import styles from '../c/x.module.css';",
      "const lazy = () => import('../d/view.tsx');",
      "export { y } from '../e/y.ts';",
      "import {\n  z,\n} from '../f/z.ts';",
      "vi.mock('../g/send.ts');",
      "import own from './own.ts';",
    ].join('\n');
    expect(pathsNamedIn(file, text).map(blockOf)).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'a']);
    const css = "composes: x from '../h/x.module.css';\n@import '../i/y.css';";
    expect(pathsNamedIn(path.join(blocksDir, 'a', 'view.module.css'), css).map(blockOf)).toEqual(['h', 'i']);
    expect(pathsNamedIn(file, "import { messageFor } from '@site/blocks/forms';")).toEqual([
      path.resolve(src, '..', packageJson.exports['./forms'] as string),
    ]);
  });
});
