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
    testTimeout: 20_000,
    isolate: false,
  },
});
