import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'helium-client', include: ['src/**/*.test.ts'] },
});
