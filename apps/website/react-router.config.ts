import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Several builds can live side by side (e.g. BUILD_DIR=build-test); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: {
    // Without it the `middleware` exports are silently ignored and guarded routes render unguarded.
    v8_middleware: true,
    // Loaders and middleware get a normalized `url` (no `.data` suffix) next to the raw request.
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
