// The README's "using a core use case with in-memory adapters" example, verbatim, so it stays true.
import { makeNextOverlayPromo, systemClock } from '@core';
import { createPromoMemory, createSeenPromosMemory } from '@adapters/memory/index';

describe('README example', () => {
  it('chooses the active overlay promo with in-memory adapters', async () => {
    const logged: string[] = [];
    const console = { log: (s: string) => logged.push(s) };
    // --- from README.md ---
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
});
