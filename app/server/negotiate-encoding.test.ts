import { chooseEncoding } from './negotiate-encoding';
import { matchesIfNoneMatch } from './etag';

describe('content-coding negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=nonsense', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('offers only what exists', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"b"')).toBe(false);
  });
});
