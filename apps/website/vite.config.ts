import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';

// React Router's package exports name only its development build (remix-run/react-router#14102),
// which warns and checks at run time. Builds use its production build, in the browser and on
// the server alike; both entry points share its chunks, so there is one router, not two.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const rr = (file: string) => join(reactRouterDir, 'dist/production', file);

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    // The one image pipeline: `import x from './photo.jpg?responsive'` gives AVIF and WebP in
    // four widths plus the intrinsic size. Drop in a photo with the same import to replace art.
    imagetools({
      include: /\.(svg|png|jpe?g|webp|avif|tiff?)\?.*responsive/,
      defaultDirectives: (url) =>
        url.searchParams.has('responsive')
          ? new URLSearchParams({
              w: '480;768;1152;1600',
              format: 'avif;webp',
              as: 'picture',
              quality: '62',
            })
          : new URLSearchParams(),
    }),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: rr('index.mjs') },
            { find: /^react-router\/dom$/, replacement: rr('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    assetsInlineLimit: 0,
    // React Router preloads route modules itself; Vite's helper for lazy imports would be
    // copied into every chunk that lazy-loads (menus, error page) for no gain.
    modulePreload: false,
  },
  environments: {
    // The custom Express server is the server build's entry; it imports the React Router build.
    ssr: { build: { rollupOptions: { input: './server.ts' } } },
  },
  server: { port: 3000 },
}));
