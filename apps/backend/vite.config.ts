import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The custom Express server is the server build's entry; it imports the React Router build.
    ssr: {
      build: {
        rollupOptions: { input: './server.ts' },
      },
    },
  },
  server: { port: 8000 },
});
