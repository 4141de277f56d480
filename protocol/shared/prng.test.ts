import { createPrng } from './prng';

describe('prng', () => {
  it('the PRNG is deterministic', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
});
