import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/helium-client',
      'packages/server-kit',
      'apps/website',
      'apps/backend',
      // The repository's own scripts (start, build state).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
