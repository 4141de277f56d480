import { hasMediaSource, loadHlsJs } from './attach-hls';

/**
 * What a press on 'Watch Live' needs, warmed before it (usePlaybackIntent): the /live page the
 * router opens (the same module as its route loader, so navigating finds it evaluated) and the
 * player with hls.js (only where the browser cannot play HLS itself, attach-hls.ts). This module
 * is only ever imported dynamically: the calling page's bundle names one small chunk, not the
 * dozens of files these imports list.
 */
export const warmLivePage = () => import('./live-page');
export const warmPlayer = () => Promise.all([import('./video-player'), hasMediaSource() ? loadHlsJs() : null]);
