import { chooseImageFormat } from './image-format';
import { clampWidth, sizeForWidth } from './image-widths';

describe('image format', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'webp'],
    ['image/webp', 'webp'],
    ['IMAGE/WEBP;q=0.5', 'webp'],
    ['image/webp;q=0', 'png'],
    ['image/png', 'png'],
    ['*/*', 'png'],
    ['', 'png'],
    [undefined, 'png'],
  ])('%s -> %s', (accept, format) => expect(chooseImageFormat(accept)).toBe(format));
});

describe('srcset widths', () => {
  it('rounds up to an allowed width and caps at the largest', () => {
    expect([1, 160, 161, 400, 401, 1400, 5000].map(clampWidth)).toEqual([160, 160, 240, 400, 480, 1400, 1920]);
  });
  it('keeps the aspect ratio within the largest side', () => {
    expect(sizeForWidth(1000, 500, 400, 2000)).toEqual({ width: 400, height: 200 });
    expect(sizeForWidth(100, 1000, 400, 2000)).toEqual({ width: 200, height: 2000 });
  });
});
