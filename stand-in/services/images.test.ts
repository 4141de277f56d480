import { createStandIn } from '../app';
import { crc32 } from '../image/png-encoder';

const standIn = createStandIn();
const image = (path: string, headers: Record<string, string> = {}) =>
  standIn.fetch(new Request(`http://stand-in.test/images/v2/${path}`, { headers }));
/** what Chromium sends for an <img> */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** width and height from a lossless WebP (VP8L) header */
function webpSize(bytes: Uint8Array) {
  const tag = (o: number, n: number) => String.fromCharCode(...bytes.subarray(o, o + n));
  expect([tag(0, 4), tag(8, 4), tag(12, 4)]).toEqual(['RIFF', 'WEBP', 'VP8L']);
  const bits = new DataView(bytes.buffer, bytes.byteOffset).getUint32(21, true);
  return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
}

function ihdr(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return {
    signature: Array.from(bytes.subarray(0, 8)),
    type: String.fromCharCode(...bytes.subarray(12, 16)),
    width: view.getUint32(16),
    height: view.getUint32(20),
    crcOk: view.getUint32(29) === crc32(bytes.subarray(12, 29)),
  };
}

describe('image library', () => {
  it.each([
    [400, 400, 'cover'],
    [640, 360, 'contain'],
    [1, 1, 'fill'],
    [1400, 1400, 'cover'],
  ])('returns a %ix%i PNG (%s)', async (w, h, fit) => {
    const res = await image(`news-01-first-team/${w}x${h}?fit=${fit}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')?.split(', ')).toContain('Accept');
    const info = ihdr(new Uint8Array(await res.arrayBuffer()));
    expect(info).toEqual({
      signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      type: 'IHDR',
      width: w,
      height: h,
      crcOk: true,
    });
  });

  it('draws the same bytes for the same key and different bytes for another key', async () => {
    const a = new Uint8Array(await (await image('a/50x50')).arrayBuffer());
    const a2 = new Uint8Array(await (await image('a/50x50')).arrayBuffer());
    const b = new Uint8Array(await (await image('b/50x50')).arrayBuffer());
    expect(a).toEqual(a2);
    expect(a).not.toEqual(b);
  });

  it('rejects oversize, zero or non-numeric sizes and unknown fits with 400', async () => {
    for (const path of ['k/2001x10', 'k/10x2001', 'k/0x10', 'k/axb', 'k/10', 'k/10x10?fit=stretch'])
      expect((await image(path)).status).toBe(400);
  });

  it('answers WebP to a browser that accepts it, PNG otherwise', async () => {
    const webp = await image('news-01-first-team/400x225', { accept: BROWSER_ACCEPT });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webpSize(new Uint8Array(await webp.arrayBuffer()))).toEqual({ width: 400, height: 225 });
    for (const accept of ['image/png,image/*;q=0.8', '*/*', 'image/webp;q=0', '']) {
      expect((await image('news-01-first-team/400x225', { accept })).headers.get('content-type')).toBe('image/png');
    }
  });

  it('scales to a srcset width (?w=), rounded up to an allowed width, keeping the aspect ratio', async () => {
    const size = async (path: string) =>
      webpSize(new Uint8Array(await (await image(path, { accept: 'image/webp' })).arrayBuffer()));
    expect(await size('k/1600x900?w=640')).toEqual({ width: 640, height: 360 });
    expect(await size('k/1600x900?w=700')).toEqual({ width: 800, height: 450 });
    expect(await size('k/1600x900?w=1')).toEqual({ width: 160, height: 90 });
    expect(await size('k/1600x900?w=99999')).toEqual({ width: 1920, height: 1080 });
    for (const bad of ['k/100x100?w=0', 'k/100x100?w=-5', 'k/100x100?w=abc', 'k/100x100?w='])
      expect((await image(bad)).status).toBe(400);
  });

  it('gives each format its own ETag and answers 304 to it', async () => {
    const webp = await image('etag-test/300x300', { accept: 'image/webp' });
    const png = await image('etag-test/300x300');
    const tag = webp.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(png.headers.get('etag')).not.toBe(tag);
    const again = await image('etag-test/300x300', { accept: 'image/webp', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('is fast enough for a page of images (400x400 well under 50 ms once warm)', async () => {
    await image('warm/400x400');
    const started = performance.now();
    for (let i = 0; i < 5; i++) await image(`speed-${i}/400x400`);
    // generous bound for a shared 2-core machine; the typical figure is ~10-30 ms each
    expect((performance.now() - started) / 5).toBeLessThan(100);
  });
});
