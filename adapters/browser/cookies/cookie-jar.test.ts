import fc from 'fast-check';
import { createCookieJar, type CookieDocument } from './cookie-jar';

/** Records what is written so the attributes can be checked (jsdom hides them on read). */
function recordingDoc(protocol: string): CookieDocument & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(v: string) {
      writes.push(v);
    },
  };
}

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('cookie jar', () => {
  it('round-trips any value through the real document, encoded', () => {
    const jar = createCookieJar();
    fc.assert(
      fc.property(fc.string(), (value) => {
        jar.write('uzfc_test', value, { maxAgeSeconds: 60 });
        expect(jar.read('uzfc_test')).toBe(value);
      }),
    );
  });

  it('reads absent cookies as null and delete removes them', () => {
    const jar = createCookieJar();
    expect(jar.read('missing')).toBeNull();
    jar.write('a', '1');
    jar.delete('a');
    expect(jar.read('a')).toBeNull();
  });

  it('reads a tampered (undecodable) value as absent, never throwing', () => {
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(createCookieJar().read('broken')).toBeNull();
  });

  it('does not confuse a cookie with another whose name contains it', () => {
    document.cookie = 'xuzfc=1; path=/';
    expect(createCookieJar().read('uzfc')).toBeNull();
  });

  it('writes path=/, SameSite=Lax and max-age; Secure only on https', () => {
    const http = recordingDoc('http:');
    createCookieJar(http).write('a', 'b c', { maxAgeSeconds: 5_184_000 });
    expect(http.writes[0]).toBe('a=b%20c; path=/; SameSite=Lax; max-age=5184000');
    const https = recordingDoc('https:');
    createCookieJar(https).write('a', 'x', { expires: new Date('2099-12-31T23:59:59Z') });
    expect(https.writes[0]).toBe('a=x; path=/; SameSite=Lax; expires=Thu, 31 Dec 2099 23:59:59 GMT; Secure');
  });

  it('ignores names that are not cookie tokens instead of corrupting the jar', () => {
    const doc = recordingDoc('https:');
    const jar = createCookieJar(doc);
    jar.write('bad name;', 'x');
    jar.delete('a=b');
    expect(doc.writes).toEqual([]);
    expect(jar.read('a;b')).toBeNull();
  });
});
