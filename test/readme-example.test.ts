// The "using a core use case with in-memory adapters" example of docs/architecture.md, verbatim, so it stays true.
import { readFileSync } from 'node:fs';
import { makeNextOverlayPromo, systemClock } from '@core';
import { createPromoMemory, createSeenPromosMemory } from '@adapters/memory/index';

describe('the use-case example of docs/architecture.md', () => {
  it('chooses the active overlay promo with in-memory adapters', async () => {
    const logged: string[] = [];
    const console = { log: (s: string) => logged.push(s) };
    // --- from docs/architecture.md ---
    const nextPromo = makeNextOverlayPromo({
      promos: createPromoMemory(),
      seen: createSeenPromosMemory(),
      clock: systemClock,
    });
    const result = await nextPromo();
    console.log(result.ok ? (result.value?.promoID ?? 'no promo now') : result.error.code);
    // --- end ---
    expect(logged[0]).toMatch(/\S/);
    expect(result.ok && result.value).toBeTruthy();
  });

  it('is the example the page shows, line for line', () => {
    const page = readFileSync('docs/architecture.md', 'utf8');
    const shown = /## Using a core use case[\s\S]*?```ts\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    const lines = (text: string) =>
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('import '));
    const self = readFileSync('test/readme-example.test.ts', 'utf8');
    const run = /--- from docs\/architecture\.md ---\n([\s\S]*?)\/\/ --- end ---/.exec(self)?.[1] ?? '';
    expect(lines(shown)).toEqual(lines(run));
    expect(shown).toContain("import { makeNextOverlayPromo, systemClock } from '@core';");
  });
});
