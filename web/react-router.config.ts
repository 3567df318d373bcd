import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR (absolute) lets parallel work build and test side by side; the app's default is web/build.
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
  ssr: true,
  future: {
    // Opt in now to what React Router 8 makes the default, so the upgrade is a version bump.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: middleware changes the load context into a typed context provider (see ADR 0001).
    v8_middleware: false,
  },
} satisfies Config;
