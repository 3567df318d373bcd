import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import type { OutputBundle } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { scopedClassNames } from './config/scoped-class-name.ts';

/**
 * Block views load on demand (packages/blocks/src/views.ts), but their styles must be in a
 * stylesheet the server links, or server-rendered blocks would show unstyled until their script
 * arrives. Vite treats CSS modules as free of side effects, so the eager import of every block's
 * styles there would be dropped; this plugin keeps it (and `manualChunks` below gathers them).
 */
const BLOCK_STYLES = /[\\/]packages[\\/]blocks[\\/]src[\\/].*\.module\.css$/;

/**
 * Every other CSS module links a stylesheet when its chunk loads: a side effect, which Vite does not
 * declare. Undeclared, the small-chunk merging below may fold such a module into a chunk that other
 * pages load (the login area's styles went into a chunk of site links, and every visitor downloaded
 * them); declared, it stays with the pages that import it.
 */
const CSS_MODULE = /\.module\.css$/;

function keepBlockStyles(): Plugin {
  return {
    name: 'keep-block-styles',
    enforce: 'post',
    transform(_code, id) {
      if (BLOCK_STYLES.test(id)) return { moduleSideEffects: 'no-treeshake' };
      if (CSS_MODULE.test(id)) return { moduleSideEffects: 'no-treeshake' };
      return undefined;
    },
  };
}

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Writes `client-chunks.json` beside (not inside) the served client directory: each browser chunk's
 * source modules (with their size before minifying), the chunks it imports and the stylesheets it
 * brings. `npm run size` and the size test read it to tell which code a visitor downloaded (the
 * editor, the login area, a slider library) by what is in a file rather than by its name (ADR 0016).
 */
function recordClientChunks(): Plugin {
  return {
    name: 'record-client-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const relative = (id: string) => path.relative(ROOT, id.replace(/^\0/, '').split('?')[0] ?? id);
      const chunks: Record<string, unknown> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          entry: output.facadeModuleId ? relative(output.facadeModuleId) : undefined,
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, m]) => [relative(id), m.renderedLength]),
          ),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
      }
      const dir = path.dirname(options.dir ?? '.');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'client-chunks.json'), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * A lazy import's preload list names every script the imported chunk needs, also those its importer
 * loaded already (the framework, the shared strings): bytes in every visitor's code for nothing,
 * since the importer cannot run before its own imports have. `trimPreloads` keeps the bundle being
 * written in view so `resolveDependencies` can leave those out; stylesheets are never touched.
 */
let clientBundle: OutputBundle | undefined;

function trimPreloads(): Plugin {
  return {
    name: 'trim-preloads',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        clientBundle = bundle;
      },
    },
  };
}

/** The scripts loaded with `host`: it and what it imports statically, to the end. */
function loadedWith(host: string, bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') return;
    loaded.add(file);
    chunk.imports.forEach(visit);
  };
  visit(host);
  return loaded;
}

const resolveDependencies = (
  file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: string },
) => {
  if (hostType !== 'js' || !clientBundle?.[hostId]) return deps;
  if (isBlockView(clientBundle[file])) return [];
  const loaded = loadedWith(hostId, clientBundle);
  return deps.filter((dep) => !loaded.has(dep));
};

/**
 * A block's view or detail view. The browser loads those of a page before hydrating it, while the
 * page is already drawn; each module preload link that Vite's loader adds for them costs the main
 * thread a few milliseconds on a mid-range phone, some twenty of them in one task (issue #33). Their
 * imports are fetched as the modules arrive instead: one round trip more, off the main thread. Their
 * styles are in the block stylesheet, which the root route links (`BLOCK_STYLESHEET` below).
 */
const BLOCK_VIEW_MODULE = /[\\/]packages[\\/]blocks[\\/]src[\\/]blocks[\\/][\w-]+[\\/](view|detail)\.tsx$/;
const isBlockView = (chunk: OutputBundle[string] | undefined) =>
  chunk?.type === 'chunk' && BLOCK_VIEW_MODULE.test(chunk.facadeModuleId ?? '');

/** The libraries every page runs; in one chunk, they compress better than as several (ADR 0016). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
/**
 * …but react-i18next's `<Trans>` and its HTML parser serve the login screen alone: a chunk of their
 * own, or Rollup would pull them into the framework chunk as dependencies of react-i18next's index.
 */
const LOGIN_ONLY = /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/]Trans|html-parse-stringify|void-elements)/;

/**
 * The editor's dialog, its strings and styles, and the menu button (More, Account), shared by the
 * editor's chunks and the account menu's: a chunk of their own that only those load. Left to
 * Rollup, the shared chunk is side-effect free, so
 * the small-chunk merging below may fold modules every visitor needs into it, and visitors would
 * download the dialog to get them.
 */
const EDITOR_SHARED =
  /[\\/]web[\\/]app[\\/](editing[\\/](dialog\.tsx|strings\.ts|editing\.module\.css)|ui[\\/](use-menu-button\.ts|menu-popup\.module\.css))$/;

/**
 * The header search's suggestions (issue #32), loaded when the field is first focused: a chunk of
 * its own, or the small-chunk merging below folds kits every page needs into it and every page
 * downloads the suggestions to get them.
 */
const SEARCH_SUGGESTIONS = /[\\/]blocks[\\/]header[\\/]search-suggestions\.tsx$/;

/**
 * The words of the shared UI components (modal, slider, pagination, filters, forms): used by most
 * pages' blocks, and small. Left to the merging below, it was folded into whichever view shared it
 * first, and pages then downloaded that view's imports too (the about page the resources' cards).
 */
const UI_STRINGS = /[\\/]blocks[\\/]src[\\/]ui[\\/]strings\.ts$/;

/**
 * The API client of signed-in pages (editor, account menu, inbox): for the same reason, a chunk
 * visitors never load. What every page needs of the session (is an admin signed in?) is named apart,
 * or Rollup would put it in the client's chunk and visitors would load the client with it.
 */
const API_CLIENT = /[\\/]web[\\/]app[\\/]session[\\/](api-client|api-error|session-actions)\.ts$/;
const SESSION_STATE = /[\\/]web[\\/]app[\\/]session[\\/](token-store|login-path)\.ts$/;

/**
 * What every page runs: the modules that the client entry, the root route and the header and footer
 * views import, to the end (static imports; the entry and root stay files of their own, as React
 * Router loads them by name). In one chunk, they are one request and compress as one. Left to the
 * small-chunk merging below, they were spread over some twelve files, and blocks' own modules were
 * folded in with them, so every page downloaded the closing and promise views, the clients' and the
 * gallery's lists to get a header (issue #33).
 */
const fromRoot = (file: string) => path.join(ROOT, file);
const SHELL_OWN_FILES = ['web/app/entry.client.tsx', 'web/app/root.tsx'].map(fromRoot);
const SHELL_ROOTS = [
  ...SHELL_OWN_FILES,
  ...['packages/blocks/src/blocks/header/view.tsx', 'packages/blocks/src/blocks/footer/view.tsx'].map(fromRoot),
];

/**
 * The root's stylesheet stays the root's: a stylesheet of a chunk that lazy modules import is linked
 * with a '#' after its URL (see BLOCK_STYLESHEET), and Lighthouse's simulation then drew the first
 * paint 0.15 s later.
 */
const STYLESHEET = /\.css$/;
const OWN_CHUNK = [BLOCK_STYLES, LOGIN_ONLY, FRAMEWORK, EDITOR_SHARED, API_CLIENT];
type ModuleInfo = (id: string) => { importedIds: readonly string[] } | null;
/** Per build (the client's and the server's have graphs of their own). */
const shells = new WeakMap<ModuleInfo, Set<string>>();
function inShell(id: string, graph: { getModuleInfo: ModuleInfo }): boolean {
  let shell = shells.get(graph.getModuleInfo);
  if (!shell) {
    const found = new Set<string>();
    const visit = (module: string) => {
      // The framework's own imports stay in its chunk, or the two chunks would import each other.
      if (found.has(module) || OWN_CHUNK.some((pattern) => pattern.test(module))) return;
      found.add(module);
      for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    SHELL_ROOTS.forEach(visit);
    shell = found;
    shells.set(graph.getModuleInfo, shell);
  }
  return shell.has(id) && !SHELL_OWN_FILES.includes(id) && !STYLESHEET.test(id);
}

/**
 * Links the block stylesheet once. React Router links a stylesheet that lazy modules import too with
 * a '#' after its URL (`/assets/block-styles-x.css#`), and the root route (never unmounted) links the
 * block stylesheet so. Vite's loader, about to load a block view, looks for a link of the URL it
 * knows (without the '#'), finds none and adds a second one, and applying it made the browser restyle
 * the whole page in the middle of hydration (~25 ms at full speed on a phone-sized page). Named with
 * the '#' in the loader's lists, the stylesheet is found among the links and not added again.
 */
const BLOCK_STYLESHEET = /^assets\/block-styles-[\w-]+\.css$/;
const renderBuiltUrl = (filename: string, { hostType }: { hostType: 'js' | 'css' | 'html' }) =>
  hostType === 'js' && BLOCK_STYLESHEET.test(filename) ? `/${filename}#` : undefined;

export default defineConfig({
  plugins: [reactRouter(), keepBlockStyles(), recordClientChunks(), trimPreloads()],
  experimental: { renderBuiltUrl },
  css: { modules: { generateScopedName: scopedClassNames(ROOT) } },
  build: {
    target: 'es2022',
    // Terser's output gzips ~4% smaller than esbuild's (home: -8 KB of JavaScript); ADR 0016.
    minify: 'terser',
    modulePreload: { resolveDependencies },
    terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        // …and all of them in one chunk, so they make one stylesheet rather than one per block.
        manualChunks: (id, graph) =>
          BLOCK_STYLES.test(id)
            ? 'block-styles'
            : LOGIN_ONLY.test(id)
              ? 'login-trans'
              : FRAMEWORK.test(id)
                ? 'framework'
                : EDITOR_SHARED.test(id)
                  ? 'editor-shared'
                  : API_CLIENT.test(id)
                    ? 'api-client'
                    : inShell(id, graph)
                      ? 'shell'
                      : SESSION_STATE.test(id)
                        ? 'session-state'
                        : SEARCH_SUGGESTIONS.test(id)
                          ? 'search-suggestions'
                          : UI_STRINGS.test(id)
                            ? 'ui-strings'
                            : undefined,
        // Left alone, Rollup makes a file of every module two routes share: home fetched 45 scripts,
        // most under 1 KB, each a request with its own headers and, over HTTP/1.1, a turn on one of six
        // connections. Chunks smaller than this are merged into a chunk loaded by the same pages.
        // Larger thresholds merge shared kits into unrelated views' files, which pages then load
        // for nothing (4000 made a story page load the clients view; ADR 0016).
        experimentalMinChunkSize: 2000,
      },
    },
  },
  // Pre-bundle the browser's dependencies up front so the first dev page load does not hit a
  // mid-request re-optimisation ("504 Outdated Optimize Dep").
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      'i18next',
      'react-i18next',
    ],
  },
});
