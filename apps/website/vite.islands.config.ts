// The islands entry of public pages (decision 028), built after React Router's client build
// into the same folder: its own input, hashed names, and a manifest the server reads
// (app/platform/islands/islands-entry.server.ts).
import { defineConfig } from 'vite';
import { ISLANDS_INPUT, ISLANDS_MANIFEST } from './app/platform/islands/islands-entry.server.ts';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    outDir: `${process.env.BUILD_DIR ?? 'build'}/client`,
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: ISLANDS_INPUT,
      // React Router's "use client" is read (shared modules import it) but never bundled here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
