import { defineConfig } from 'vitest/config';

// Unit tests only: no React Router plugin, no image pipeline.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'website',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
