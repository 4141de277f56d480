import fc from 'fast-check';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it("computes a string's answer once while it is among the last asked, again once pushed out", () => {
    const computed: string[] = [];
    const memo = boundedMemo((key) => {
      computed.push(key);
      return key.toUpperCase();
    }, 2);
    expect([memo('a'), memo('a'), memo('b'), memo('a'), memo('c')]).toEqual(['A', 'A', 'B', 'A', 'C']);
    // 'b' was the least recently asked when 'c' came: it went, 'a' stayed
    expect([memo('a'), memo('b')]).toEqual(['A', 'B']);
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets everything on clear', () => {
    let computes = 0;
    const memo = boundedMemo(() => ++computes, 5);
    memo('a');
    memo.clear();
    expect(memo('a')).toBe(2);
  });

  it('property: answers as the function does, computing each key at most once per stay, never keeping more than the bound', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (keys, max) => {
          let computes = 0;
          const memo = boundedMemo((key) => {
            computes += 1;
            return `<${key}>`;
          }, max);
          // the model: the last `max` distinct keys asked
          let recent: string[] = [];
          let expected = 0;
          for (const key of keys) {
            if (!recent.includes(key)) expected += 1;
            recent = [...recent.filter((k) => k !== key), key].slice(-max);
            expect(memo(key)).toBe(`<${key}>`);
          }
          expect(computes).toBe(expected);
        },
      ),
    );
  });
});
