import fc from 'fast-check';
import { advertsAllowedOn, channelHref, isVideoPath, parseStreamRoute, streamHref, videoHref } from './video-paths';

describe('video paths', () => {
  it('knows the video service pages, where adverts are hidden (hideAdvertsFromVideos)', () => {
    for (const p of [
      '/videos',
      '/videos/',
      '/videos/faqs',
      '/videos/abc',
      '/live',
      '/stream/audio/live-audio',
      '/stream',
    ])
      expect(isVideoPath(p)).toBe(true);
    for (const p of ['/', '/news', '/videosx', '/livestock', '/news/videos', '/streaming'])
      expect(isVideoPath(p)).toBe(false);
    expect(advertsAllowedOn('/videos', true)).toBe(false);
    expect(advertsAllowedOn('/videos', false)).toBe(true);
    expect(advertsAllowedOn('/news', true)).toBe(true);
  });

  it('builds encoded links', () => {
    expect(videoHref('a b')).toBe('/videos/a%20b');
    expect(channelHref('highlights')).toBe('/videos/channel/highlights');
    expect(streamHref('audio', 'match-show')).toBe('/stream/audio/match-show');
  });

  it('reads /stream/:mediaType?/match-show and /stream/:mediaType?/:streamplayID?', () => {
    expect(parseStreamRoute(undefined, undefined)).toEqual({ mediaType: 'video', target: { kind: 'live' } });
    expect(parseStreamRoute('audio', undefined)).toEqual({ mediaType: 'audio', target: { kind: 'live' } });
    expect(parseStreamRoute('video', 'match-show')).toEqual({ mediaType: 'video', target: { kind: 'match-show' } });
    expect(parseStreamRoute('match-show', undefined)).toEqual({ mediaType: 'video', target: { kind: 'match-show' } });
    expect(parseStreamRoute(undefined, 'match-show')).toEqual({ mediaType: 'video', target: { kind: 'match-show' } });
    expect(parseStreamRoute('audio', 'live-audio')).toEqual({
      mediaType: 'audio',
      target: { kind: 'entry', entryId: 'live-audio' },
    });
    expect(parseStreamRoute('live-video', undefined)).toEqual({
      mediaType: 'video',
      target: { kind: 'entry', entryId: 'live-video' },
    });
    expect(parseStreamRoute('tv', 'live-video')).toBeNull();
    expect(parseStreamRoute('video', '<script>')).toBeNull();
  });

  it('never throws, and anything it accepts names video or audio and a safe id', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (a, b) => {
        const r = parseStreamRoute(a, b);
        if (r === null) return;
        expect(['video', 'audio']).toContain(r.mediaType);
        if (r.target.kind === 'entry') expect(r.target.entryId).toMatch(/^[\w-]{1,64}$/);
      }),
    );
  });
});
