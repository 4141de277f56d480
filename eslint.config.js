// ESLint flat config. The import-boundary rules below are the architecture:
// an arrow that runs the wrong way fails the lint, and the lint fails the build.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const layer = (name) => [`@${name}`, `@${name}/*`, `**/${name}/**`, `../${name}/*`, `../../${name}/*`];

/** no-restricted-imports with a reason that names the boundary */
const forbid = (why, packages, layers = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...packages.map((p) => ({ group: [p, `${p}/*`], message: why })),
        ...layers.flatMap((l) => layer(l).map((g) => ({ group: [g], message: why }))),
      ],
    },
  ],
});

/** ui files that only tests and stories load: they may use test helpers and in-memory adapters */
const uiTestOnly = ['ui/**/*.test.ts', 'ui/**/*.test.tsx', 'ui/**/*.stories.tsx', 'ui/**/testing/**'];
const uiWhy =
  'ui/ imports core, react and valtio; adapters are wired in app/, fakes and test helpers live in testing/ folders.';
const uiProduction = [
  ...['zod', 'msw', 'hono'].map((p) => ({ group: [p, `${p}/*`], message: uiWhy })),
  ...['app', 'stand-in'].flatMap((l) => layer(l).map((g) => ({ group: [g], message: uiWhy }))),
  // regexes, so every spelling is caught: @adapters/..., ../../adapters/..., ./testing/..., @test/...
  { regex: '^@?adapters(/|$)|(^|/)adapters/', message: uiWhy },
  { regex: '^@test(/|$)|(^|/)test/', message: uiWhy },
  { regex: '(^|/)testing(/|$)', message: uiWhy },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-profile/**',
      'storybook-static/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'stand-in/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['ui/**/*.tsx', 'app/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // core: framework-free. No UI, DI, validation, fetch or DOM.
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      // an allow-list: a package import is refused unless it is rxjs or dayjs (streams over time and dates)
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!rxjs(/|$)|dayjs(/|$)|@core(/|$)|\\.{1,2}/)',
              message: 'core/ imports nothing outside core but rxjs and dayjs.',
            },
            ...['adapters', 'ui', 'app', 'stand-in', 'test', 'protocol'].map((l) => ({
              regex: `(^|/)${l}/`,
              message: 'core/ imports nothing outside core but rxjs and dayjs.',
            })),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'core/ does no I/O: call a port.' },
        { name: 'window', message: 'core/ knows no DOM: use an adapter.' },
        { name: 'document', message: 'core/ knows no DOM: use an adapter.' },
        { name: 'localStorage', message: 'core/ knows no DOM: use an adapter.' },
      ],
    },
  },
  {
    files: ['core/**/*.test.ts'],
    rules: forbid(
      'core tests test the core alone.',
      ['react', 'valtio', 'zod', 'msw', 'hono'],
      ['adapters', 'ui', 'app', 'stand-in'],
    ),
  },
  // adapters: implement ports; know nothing of the UI or the composition root.
  {
    files: ['adapters/**/*.ts', 'adapters/**/*.tsx'],
    ignores: ['adapters/**/*.test.ts'],
    rules: forbid(
      'adapters/ import only core, zod and the browser.',
      ['react', 'react-dom', 'valtio', 'hono'],
      ['ui', 'app', 'stand-in', 'test'],
    ),
  },
  {
    files: ['adapters/**/*.test.ts'],
    rules: forbid('adapter tests may use test/ helpers but not the UI or app.', ['react', 'valtio'], ['ui', 'app']),
  },
  // ui production code: presents view models; never an adapter, the container, a test helper
  // or a fake (test-only code lives in *.test.*, *.stories.* and testing/ folders).
  {
    files: ['ui/**/*.ts', 'ui/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiProduction }] },
  },
  // a view model is plain TypeScript over valtio: a story or a test drives it without React.
  // (a hook that makes one, use-*-vm.ts, is React by definition and is not a view model)
  {
    files: ['ui/**/*-vm.ts'],
    ignores: [...uiTestOnly, 'ui/**/use-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiProduction,
            {
              regex: '^react(-dom|-router|-router-dom)?(/|$)',
              message: 'a view model (*-vm.ts) knows no React: the component reads it with useSnapshot.',
            },
          ],
        },
      ],
    },
  },
  // ui tests, stories and testing/ folders may give a component real in-memory adapters
  // and the test helpers (never HTTP or browser adapters, the container or the stand-in).
  {
    files: uiTestOnly,
    rules: forbid(
      'ui tests and stories use in-memory adapters only.',
      ['hono'],
      ['app', 'stand-in', 'adapters/http', 'adapters/browser'],
    ),
  },
  // app: the composition root imports everything but the stand-in.
  {
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['app/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('app/ never imports the stand-in: it talks to it over HTTP.', ['msw', 'hono'], ['stand-in'])[
              'no-restricted-imports'
            ][1].patterns,
            // a feature is used through its index.ts only, so its inside can change freely
            {
              regex: '^@ui/(?!shared$|app-shell$|features/[a-z-]+$|shared/styles/)',
              message:
                'app/ imports a ui feature through its index.ts only (@ui/features/<name>, @ui/app-shell, @ui/shared).',
            },
            { regex: '^(\\.\\./)+ui/', message: 'app/ imports ui/ through the @ui faces only.' },
          ],
        },
      ],
    },
  },
  // app/server: the site server is a Hono app; it still never imports the stand-in.
  {
    files: ['app/server/**/*.ts'],
    // its tests start a real stand-in to read the sitemap through the HTTP adapters
    ignores: ['app/server/**/*.test.ts'],
    rules: forbid('app/server never imports the stand-in: it talks to it over HTTP.', ['msw'], ['stand-in']),
  },
  {
    files: ['.storybook/**/*.ts', '.storybook/**/*.tsx'],
    rules: forbid('Storybook uses ui/ and in-memory adapters only.', [], ['stand-in']),
  },
  // protocol/: wire contracts shared by a club service and its client (like a vendor's published SDK types).
  {
    files: ['protocol/**/*.ts'],
    rules: forbid(
      'protocol/ is shared by the stand-in and the adapters: it imports nothing.',
      ['react', 'valtio', 'zod', 'hono'],
      ['core', 'adapters', 'ui', 'app', 'stand-in'],
    ),
  },
  // the stand-in is a separate system: it imports nothing of the site.
  {
    files: ['stand-in/**/*.ts'],
    rules: forbid(
      "the stand-in is the club's external services: it imports nothing of the site.",
      ['react', 'valtio'],
      ['core', 'adapters', 'ui', 'app'],
    ),
  },
);
