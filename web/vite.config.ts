/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { SHELL_NAMESPACES } from './src/lib/namespaces.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** A shell namespace's messages file; the language is the first group. */
const SHELL_MESSAGES = new RegExp(`i18n[\\\\/](\\w+)[\\\\/](${SHELL_NAMESPACES.join('|')})\\.json$`);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': src },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    // The bench reads dist/.vite/manifest.json to measure what each route loads.
    manifest: true,
    // Every supported browser has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Named, stable chunks for the libraries every page needs (long-lived cache, readable bench
        // output). Libraries only some pages use (sonner, radix-ui, react-hook-form) stay with them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'i18n',
              // Only the libraries: message files are loaded per language and namespace.
              test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
            },
            // react-query only: react-table stays with the list pages that use it.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              // The messages every screen loads before its first render (web/src/lib/i18n.ts), one
              // file per language instead of six: five requests fewer before /login or a reload
              // shows anything (issue 30 §2). Still loaded by language, as each file was.
              debugName: 'shell messages',
              name: (id) => {
                const match = SHELL_MESSAGES.exec(id);
                return match ? `messages-${match[1]}` : null;
              },
              test: SHELL_MESSAGES,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // The screen tests share their worker's modules (the app's code and jsdom loaded once per
    // worker, not once per file: that was over half of the web tests' time). The setup file still
    // runs per file and resets what the tests change: language, theme, viewport, storage, stubs.
    isolate: false,
    // A screen test types and clicks through jsdom with user-event; on a loaded two-core machine
    // some take over vitest's default 5 s. A ceiling, not a wait: tests end when they are done.
    testTimeout: 20_000,
  },
});
