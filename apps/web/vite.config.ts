import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

const fromNodeModules = (...packages: string[]) => new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

// The server serves the built console at `/`; in development Vite serves it and forwards /api.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: fromNodeModules('react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser') },
            // The date pickers and the rich-text editor stay with the screens that use them.
            { name: 'mantine', test: fromNodeModules(
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
