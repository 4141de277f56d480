import { createEncodedImageCache, type EncodedImage } from './encoded-image-cache';

const bytes = (n: number): EncodedImage => ({ bytes: new Uint8Array(n), etag: `"${n}"` });

describe('encoded image cache', () => {
  it('encodes once per id, sharing the work between concurrent requests', async () => {
    const cache = createEncodedImageCache(1_000);
    let made = 0;
    const make = async () => {
      made += 1;
      return bytes(10);
    };
    await Promise.all([cache.get('a', make), cache.get('a', make), cache.get('a', make)]);
    await cache.get('a', make);
    expect(made).toBe(1);
  });

  it('stays within its byte bound, dropping the least recently used first', async () => {
    const cache = createEncodedImageCache(250);
    await cache.get('a', async () => bytes(100));
    await cache.get('b', async () => bytes(100));
    await cache.get('a', async () => bytes(100)); // a is now the most recent
    await cache.get('c', async () => bytes(100));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 200 });
    let remade = '';
    await cache.get('a', async () => {
      remade += 'a';
      return bytes(100);
    });
    await cache.get('b', async () => {
      remade += 'b';
      return bytes(100);
    });
    expect(remade).toBe('b');
  });

  it('does not keep a failure', async () => {
    const cache = createEncodedImageCache(1_000);
    await expect(
      cache.get('x', async () => {
        throw new Error('encode failed');
      }),
    ).rejects.toThrow();
    expect(await cache.get('x', async () => bytes(5))).toEqual(bytes(5));
  });
});
