import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { DEMO_NOW } from './src/demo/now.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What addon-vitest checks besides each play function (Storybook's test panel sets it; see the storybook project). */
    'storybook/test-provided': { a11y: boolean };
  }
}

const root = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 8081);
// The tests' demo world ends at the stories' instant, whatever day they run (see server/demoAsOf.ts); the servers
// and workers they start inherit it.
process.env.DEMO_AS_OF ??= DEMO_NOW.toISOString();

export default defineConfig({
  // The portal speaks en-US: react-aria's strings for 30-odd other languages stay out of the bundle.
  plugins: [react(), vanillaExtractPlugin(), optimizeLocales.vite({ locales: ['en-US'] })],
  // One stylesheet for the whole portal (8 kB gzip, cached once): lazy chunks then carry no CSS to preload.
  build: {
    outDir: `${process.env.PORTAL_DIST ?? 'dist'}/app`,
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    cssCodeSplit: false,
    // A page's chunk is preloaded without the chunks it imports: listing those in the entry for every route of the
    // registry grew the sign-in screen by about 60 bytes gzip a route (it would pass its 100 kB with the next
    // screens). The browser fetches a page's static imports itself, once, and keeps them (hashed, immutable).
    modulePreload: { resolveDependencies: (filename, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep === filename) : deps) },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: readable names in the entry's list of pages and in each import
        // cost every route more than a kB.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The small building blocks every screen uses, and the sign-in screens' native controls, in one chunk
            // rather than a dozen tiny ones, each with its own request and import glue.
            { name: 'ui-base', test: /src[\\/]ui[\\/](Button[\\/]Button\.css|Field[\\/]Field\.css|Link[\\/]Link\.css|Alert[\\/]|Spinner[\\/]|Native[\\/]|Form[\\/](useForm|announce))|src[\\/]domain[\\/]validation|@vanilla-extract[\\/]recipes/ },
            // Everything the entry imports in the entry's one chunk: left alone, rolldown splits what the pages
            // share with it (React, the session, the theme colour) into small chunks, each a request and import
            // glue on every route.
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  // React has had useSyncExternalStore since 18: the shim for older Reacts that swr, wouter and react-aria import
  // only adds a chunk to every route.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }] },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      'wouter',
      'wouter/memory-location',
      'valtio',
      'swr',
      'ky',
      'bwip-js/browser',
      'storybook/test',
      'zod',
      '@vanilla-extract/dynamic',
      '@vanilla-extract/recipes/createRuntimeFn',
      'swr/mutation',
      'swr/immutable',
      'swr/infinite',
      '@tanstack/react-table',
      'd3-scale',
      'd3-shape',
      'write-excel-file/browser',
      'pdfjs-dist',
      'utif2',
    ],
  },
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The published Storybook's check needs no app server: it runs beside the end-to-end files, not after them.
        test: {
          name: 'published-storybook',
          environment: 'node',
          include: ['tests/e2e/staticStorybook.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 2 },
          retry: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/staticStorybook.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          retry: 1,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          sequence: { groupOrder: 1 },
          // A story that loses a race with a busy machine (two cores) gets one more try.
          retry: 1,
          // Two story files at a time, each in a page of its own (headless Playwright gives every page its own
          // focus, so keyboard stories do not fight over it): a quarter off the project's time on two cores.
          fileParallelism: true,
          maxWorkers: 2,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // `npm test` runs each story's accessibility check once, in the published Storybook's check
          // (tests/e2e/staticStorybook.test.ts: the same axe rules after the same play function), not twice: axe
          // is half a story's time. A story file run alone here, or from Storybook's test panel, still checks it.
          provide: { 'storybook/test-provided': { a11y: process.env.STORY_A11Y !== 'published' } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
