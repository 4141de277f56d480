/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { moduleSizesPlugin } from './scripts/bench/module-sizes-plugin.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// One alias table for the app build, vitest and Storybook (which reads this file).
export const aliases = {
  '@core': here('./core'),
  '@adapters': here('./adapters'),
  '@ui': here('./ui'),
  '@app': here('./app'),
  '@stand-in': here('./stand-in'),
  '@test': here('./test'),
  '@protocol': here('./protocol'),
};

/**
 * react-router's package points every bundler at its development build (warnings kept in); its
 * production build, shipped beside it, drops them. The browser's build takes that one.
 */
const routerProductionBuild = (): Plugin => ({
  name: 'uzfc-react-router-production',
  enforce: 'pre',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  resolveId(id) {
    if (id === 'react-router') return here('./node_modules/react-router/dist/production/index.mjs');
    if (id === 'react-router/dom') return here('./node_modules/react-router/dist/production/dom-export.mjs');
    return null;
  },
});

export default defineConfig({
  // moduleSizesPlugin: what each package costs per route, for the size bench
  plugins: [react(), routerProductionBuild(), moduleSizesPlugin(here('./'))],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // CSS stays split per chunk: one merged file reorders the cascade between CSS modules
    // (found by axe on the video cards); the server links the first page's files instead
    // scripts/bench.ts reads the manifest to total each route's initial JavaScript
    manifest: true,
    // the home route's initial JS is budgeted by scripts/bench.ts; keep vendor chunks predictable
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // vendor chunks change rarely: a deploy of site code leaves them cached
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'valtio', test: /node_modules[\\/](valtio|proxy-compare)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // rendering with axe and fast-check runs take 1-2 s alone; on a loaded 2-core machine several
    // times that: a generous ceiling, so only a hang fails on time
    testTimeout: 20_000,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'protocol/**/*.test.ts',
            'core/**/*.test.ts',
            'adapters/http/**/*.test.ts',
            'adapters/memory/**/*.test.ts',
            'stand-in/**/*.test.ts',
            'test/**/*.test.ts',
            'app/**/*.test.ts',
            'ui/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.test.tsx', 'adapters/browser/**/*.test.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          setupFiles: ['test/setup/dom-setup.ts'],
        },
      },
    ],
  },
});
