// The islands entry of public pages (decision 028), built after React Router's client build
// into the same folder: its own input, hashed names, and a manifest the server reads
// (app/platform/islands/islands-entry.server.ts).
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    outDir: `${process.env.BUILD_DIR ?? 'build'}/client`,
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: 'app/wiring/islands.client.tsx',
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
