/**
 * Encoded images in memory, bounded by total bytes (least recently used out first):
 * each (key, size, fit, format) is drawn and encoded once, and concurrent requests for
 * the same one share that work. A failed encoding is not kept.
 */
export interface EncodedImage {
  readonly bytes: Uint8Array;
  readonly etag: string;
}

export interface EncodedImageCache {
  get(id: string, make: () => Promise<EncodedImage>): Promise<EncodedImage>;
  readonly stats: () => { entries: number; bytes: number; encodes: number };
}

export function createEncodedImageCache(maxBytes: number): EncodedImageCache {
  const done = new Map<string, EncodedImage>();
  const pending = new Map<string, Promise<EncodedImage>>();
  let bytes = 0;
  let encodes = 0;
  const store = (id: string, image: EncodedImage) => {
    done.set(id, image);
    bytes += image.bytes.byteLength;
    for (const [oldId, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldId);
      bytes -= old.bytes.byteLength;
    }
  };
  return {
    get(id, make) {
      const hit = done.get(id);
      if (hit) {
        done.delete(id); // most recently used goes last
        done.set(id, hit);
        return Promise.resolve(hit);
      }
      let work = pending.get(id);
      if (!work) {
        encodes += 1;
        work = make()
          .then((image) => {
            store(id, image);
            return image;
          })
          .finally(() => pending.delete(id));
        pending.set(id, work);
      }
      return work;
    },
    stats: () => ({ entries: done.size, bytes, encodes }),
  };
}
