import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';

export default defineConfig(() => ({
  plugins: [
    tailwindcss(),
    // The one image pipeline: `import x from './photo.jpg?responsive'` gives AVIF and WebP in
    // four widths plus the intrinsic size. Drop in a photo with the same import to replace art.
    // What it encoded is kept in `encoded-images/` and committed: encoding AVIF was most of a
    // fresh build (decision 062).
    imagetools({
      cache: { dir: fileURLToPath(new URL('./encoded-images', import.meta.url)) },
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
    // React Router 8 exports its production build by default (development under the
    // `development` condition), so the browser and the server share one production router.
    tsconfigPaths: true,
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
