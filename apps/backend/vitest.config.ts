import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'backend',
    include: [
      'app/**/*.test.{ts,tsx}',
      'src/**/*.test.ts',
      'server/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    environment: 'node',
    // Files run side by side: each test server has a database (a SQLite file, a PostgreSQL
    // schema), a media folder and ports of its own (test/harness.ts).
    // A test server runs every migration first (on PostgreSQL a schema of its own): on a CI
    // machine shared with the browser tests that took over 10 s (2026-11-29), so set-up and tests
    // get a minute; a hanging test still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
