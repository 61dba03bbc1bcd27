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
    // Tests share one database server; files run one after another.
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
