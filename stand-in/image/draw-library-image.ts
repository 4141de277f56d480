/**
 * The image library's drawing by key: portraits for 'player/...' and 'staff/...', crests for
 * 'crest/...', the generic placeholder for everything else. Encoding (PNG today) stays in
 * services/images.ts, so another format only changes the encoder.
 */
import { drawImage, type Fit } from './draw-image';
import { drawCrest, isCrestKey } from './draw-crest';
import { drawPortrait } from './draw-portrait';

export function drawLibraryImage(key: string, width: number, height: number, fit: Fit): Uint8Array {
  return (
    drawPortrait(key, width, height, fit) ??
    (isCrestKey(key) ? drawCrest(key, width, height, fit) : drawImage(key, width, height, fit))
  );
}
