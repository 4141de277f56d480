import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendUnique } from './append-unique';

const items = fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }), { maxLength: 8 });

describe('appendUnique', () => {
  it('keeps what is shown, adds every new id once, in order (property)', () => {
    fc.assert(
      fc.property(items, items, (shownRaw, incoming) => {
        const shown = appendUnique([], shownRaw); // a shown list never has duplicates
        const out = appendUnique(shown, incoming);
        expect(out.slice(0, shown.length)).toEqual(shown);
        const ids = out.map((i) => i.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...shown, ...incoming].map((i) => i.id)));
        const added = out.slice(shown.length).map((i) => i.id);
        const firstSeen = incoming
          .map((i) => i.id)
          .filter((id, k, all) => all.indexOf(id) === k && !shown.some((s) => s.id === id));
        expect(added).toEqual(firstSeen);
      }),
    );
  });
});
