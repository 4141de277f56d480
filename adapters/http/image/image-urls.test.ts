import fc from 'fast-check';
import { useStandInServer } from '@test/msw/use-stand-in-server';
import { createImageHttp } from './image-urls';

const over = useStandInServer();

describe('createImageHttp', () => {
  it('builds {base}/v2/{key}/{w}x{h} with an optional fit, encoding the key', () => {
    const images = createImageHttp({ baseUrl: 'http://img.test/images/' });
    expect(images.url('news-01', 400, 300)).toBe('http://img.test/images/v2/news-01/400x300');
    expect(images.url('a b/c', 500, 500, 'contain')).toBe('http://img.test/images/v2/a%20b%2Fc/500x500?fit=contain');
    expect(new URL(images.url('..', 10, 10)).pathname).toBe('/images/v2/default/10x10');
  });

  it('the key always round-trips through the path segment', () => {
    const images = createImageHttp({ baseUrl: 'http://img.test/images' });
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((k) => !/^\.{1,2}$/.test(k)),
        fc.integer({ min: 1, max: 2000 }),
        (key, w) => {
          const url = new URL(images.url(key, w, w));
          const segments = url.pathname.split('/');
          expect(decodeURIComponent(segments[3] ?? '')).toBe(key);
          expect(segments[4]).toBe(`${w}x${w}`);
        },
      ),
    );
  });

  it('a built URL loads a PNG from the stand-in', async () => {
    const res = await fetch(over.images.url('news-01-first-team', 400, 400, 'cover'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
