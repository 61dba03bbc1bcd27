import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Several builds can live side by side (e.g. BUILD_DIR=build-test); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
