import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { publicIconTest } from './scripts/public-icons.ts';

// The API server the dev proxy forwards to; same default port as `npm start`.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  // The router plugin must run before react() so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: {
    // Workspace packages point their `@app/source` export at TypeScript sources, so no prebuild is needed.
    conditions: ['@app/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/trpc': { target: apiTarget, changeOrigin: true, ws: true },
      '/dev': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks and styles each page loads, read by the page-weight
    // budget (e2e/page-weight.e2e.test.ts). Dot folders are never served (@fastify/static).
    manifest: true,
    rolldownOptions: {
      output: {
        // The icons come as two small chunks: split per page they were ~15 requests of ~1 KB
        // each on the landing page, mostly headers and round trips on a slow mobile link; in one
        // chunk the landing page downloaded the signed-in areas' icons too. The public pages'
        // icons come before the rest (a module goes to the first group that matches).
        codeSplitting: {
          groups: [
            // What every page runs (React, the router, React Query) in one file: spread over ~10
            // shared chunks of a few hundred bytes each, the landing page paid ~0.5 KB of headers
            // and a round trip apiece (issue 29: 23 -> 15 requests, 131 -> 126 KB).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|clsx|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core))[\\/]/,
            },
            { name: 'icons-public', test: publicIconTest() },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
