import { defineConfig } from 'vitest/config';

// Unit tests only: no React Router plugin, no image pipeline.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'website',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/settle.ts'],
    // Some tests import the route tree or read all content; on a busy 2-core machine that alone can
    // outlast the default 5 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
