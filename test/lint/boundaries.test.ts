import { ESLint } from 'eslint';

/**
 * The import boundaries of eslint.config.js, proved on small snippets: each rule must fail
 * a wrong-way import (and let the right-way one through), so a rule that stops matching
 * (a renamed folder, a pattern typo) fails here instead of silently allowing everything.
 * Files need not exist: ESLint lints the text as if it lived at `filePath`.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}
const use = (from: string) => `import * as x from '${from}';\nexport const y = x;\n`;

const uiPage = 'ui/features/videos/playback/some-page.tsx';
const uiTest = 'ui/features/videos/playback/some-page.test.tsx';
const uiStory = 'ui/features/videos/playback/some-page.stories.tsx';
const uiTesting = 'ui/features/videos/testing/some-helper.ts';
const uiVm = 'ui/features/videos/playback/some-vm.ts';
const coreRule = 'core/stream/some-rule.ts';

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['an adapter by alias', '@adapters/memory/stream/stream-memory'],
    ['an adapter by path', '../../../../adapters/memory/stream/stream-memory'],
    ['a test helper by alias', '@test/support/memory-services'],
    ['a test helper by path', '../../../../test/support/render'],
    ['a testing/ folder', '../testing/stream-world'],
    ['the shared testing/ folder', '../../../shared/testing/render-page'],
    ['the container', '@app/container/create-app-services'],
  ])('ui production code may not import %s', async (_what, from) => {
    expect(await importErrors(uiPage, use(from))).not.toEqual([]);
  });

  it('ui production code may import core, react, valtio and its own folders', async () => {
    for (const from of ['@core', 'react', 'valtio', '../../../shared/view-models/use-view-model', './stream-vm']) {
      expect(await importErrors(uiPage, use(from))).toEqual([]);
    }
  });

  it.each([[uiTest], [uiStory], [uiTesting]])(
    '%s may use in-memory adapters, test helpers and testing/ folders, never HTTP adapters',
    async (file) => {
      for (const from of [
        '@adapters/memory/stream/stream-memory',
        '@test/support/memory-services',
        '../testing/stream-world',
      ]) {
        expect(await importErrors(file, use(from))).toEqual([]);
      }
      expect(await importErrors(file, use('@adapters/http/stream/stream-http'))).not.toEqual([]);
    },
  );

  it.each([['react'], ['react-dom'], ['react-router'], ['react-router-dom'], ['react-dom/client']])(
    'a view model (*-vm.ts) may not import %s',
    async (from) => {
      expect(await importErrors(uiVm, use(from))).not.toEqual([]);
    },
  );

  it('a view model may import valtio and core, and still not an adapter', async () => {
    expect(await importErrors(uiVm, use('valtio/vanilla'))).toEqual([]);
    expect(await importErrors(uiVm, use('@core'))).toEqual([]);
    expect(await importErrors(uiVm, use('@adapters/memory/stream/stream-memory'))).not.toEqual([]);
  });

  it('core imports nothing outside core but rxjs and dayjs (allow-list)', async () => {
    for (const from of [
      'zod',
      'zod/mini',
      'react',
      '../../app/config/app-config',
      '../app/container/create-app-services',
      '../../adapters/http/index',
      'valtio',
    ]) {
      expect(await importErrors(coreRule, use(from)), from).not.toEqual([]);
    }
    for (const from of ['rxjs', 'rxjs/operators', 'dayjs', 'dayjs/plugin/utc', '../shared/result', './stream-types']) {
      expect(await importErrors(coreRule, use(from)), from).toEqual([]);
    }
  });
});
