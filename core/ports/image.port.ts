/** Images are requested as {width}x{height} with an optional fit (LOADING-4). */
export type ImageFit = 'cover' | 'contain' | 'fill';

export interface ImagePort {
  /** a URL the browser can load; pure, no request is made here */
  url(imageKey: string, width: number, height: number, fit?: ImageFit): string;
}
