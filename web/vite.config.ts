import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Block views load on demand (packages/blocks/src/views.ts), but their styles must be in a
 * stylesheet the server links, or server-rendered blocks would show unstyled until their script
 * arrives. Vite treats CSS modules as free of side effects, so the eager import of every block's
 * styles there would be dropped; this plugin keeps it (and `manualChunks` below gathers them).
 */
const BLOCK_STYLES = /[\\/]packages[\\/]blocks[\\/]src[\\/].*\.module\.css$/;

function keepBlockStyles(): Plugin {
  return {
    name: 'keep-block-styles',
    enforce: 'post',
    transform(_code, id) {
      if (BLOCK_STYLES.test(id)) return { moduleSideEffects: 'no-treeshake' };
      return undefined;
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), keepBlockStyles()],
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // …and all of them in one chunk, so they make one stylesheet rather than one per block.
        manualChunks: (id) => (BLOCK_STYLES.test(id) ? 'block-styles' : undefined),
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
      'i18next-browser-languagedetector',
      'i18next-http-backend',
    ],
  },
});
