import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/helium-client',
      'packages/server-kit',
      'apps/website',
      'apps/backend',
    ],
  },
});
