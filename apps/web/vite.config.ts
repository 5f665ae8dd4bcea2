import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { initialLoadReport } from './build/initial-load';
import { precompress } from './build/precompress';

const groupName = (name: string) => name.split('~')[0];
const fromNodeModules = (...packages: string[]) => new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

// The server serves the built console at `/`; in development Vite serves it and forwards /api.
export default defineConfig({
  plugins: [react(), precompress(), initialLoadReport()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The contract only declares schemas, limits and messages: a module of it that no chunk
      // uses is left out, instead of every schema landing in the sign-in page's chunk.
      treeshake: { moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined) },
      output: {
        // entriesAware names a part after all the chunks that share it: keep the group's name only.
        chunkFileNames: ({ name }) => `assets/${groupName(name)}-[hash].js`,
        assetFileNames: ({ names }) => `assets/${names[0] ? groupName(names[0].replace(/\.[^.]*$/, '')) : 'asset'}-[hash][extname]`,
        // Libraries change less often than the console: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: fromNodeModules('react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser') },
            // The date pickers and the rich-text editor stay with the screens that use them.
            // Split by the set of entries (the page and each lazy screen) using each module: the
            // sign-in page loads only its own components, the signed-in frame and screens the rest.
            { name: 'mantine', entriesAware: true, entriesAwareMergeThreshold: 30_000, test: fromNodeModules(
                '@mantine[\\\\/](?:core|hooks|notifications)',
                '@floating-ui',
                'react-remove-scroll',
                'react-remove-scroll-bar',
                'react-style-singleton',
                'react-transition-group',
                'react-number-format',
                'use-sidecar',
                'use-callback-ref',
                'get-nonce',
                'tslib',
                'clsx',
              ), },
            { name: 'data', test: fromNodeModules('@tanstack', 'zod') },
          ],
        },
      },
    },
  },
});
