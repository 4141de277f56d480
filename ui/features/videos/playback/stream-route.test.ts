import fc from 'fast-check';
import type { LiveStreamConfig } from '@core';
import { kickOffText } from './kick-off';
import { withoutPurchaseReturn } from '../subscriptions/purchase-outcome';
import { streamEntryFor, streamRouteFrom } from './stream-route';

const live: LiveStreamConfig = {
  matchID: 't1-live',
  title: 'UZFC v Lowfield Rovers',
  startsAt: '2025-11-29T15:00:00Z',
  videoEntryId: 'live-video',
  audioEntryId: 'live-audio',
  matchShowEntryId: 'match-show-entry',
  videoRequired: { kind: 'pass', entitlements: ['uztv-live'] },
  audioRequired: { kind: 'pass', entitlements: ['uztv-audio'] },
};
const config = { live, brand: 'UZTV' };

describe('streamRouteFrom', () => {
  it.each([
    [{}, '/stream', { mediaType: 'video', target: { kind: 'live' } }],
    [{ mediaType: 'audio' }, '/stream/audio', { mediaType: 'audio', target: { kind: 'live' } }],
    [{ mediaType: 'video' }, '/stream/video/match-show', { mediaType: 'video', target: { kind: 'match-show' } }],
    [{}, '/stream/match-show', { mediaType: 'video', target: { kind: 'match-show' } }],
    [{ mediaType: 'match-show' }, '/stream/match-show', { mediaType: 'video', target: { kind: 'match-show' } }],
    [
      { mediaType: 'audio', streamplayID: 'abc-1' },
      '/stream/audio/abc-1',
      { mediaType: 'audio', target: { kind: 'entry', entryId: 'abc-1' } },
    ],
    [
      { mediaType: 'video', streamplayID: 'match-show' },
      '/stream/video/match-show',
      { mediaType: 'video', target: { kind: 'match-show' } },
    ],
    [{ mediaType: 'podcast' }, '/stream/podcast/match-show', null],
    [{ mediaType: 'podcast', streamplayID: 'x' }, '/stream/podcast/x', null],
  ])('%o at %s', (params, pathname, expected) => {
    expect(streamRouteFrom(params, pathname)).toEqual(expected);
  });
});

describe('streamEntryFor', () => {
  it('the live match and its show carry the configured passes; audio the audio pass', () => {
    expect(streamEntryFor({ mediaType: 'video', target: { kind: 'live' } }, config)).toMatchObject({
      entryId: 'live-video',
      required: live.videoRequired,
      title: live.title,
    });
    expect(streamEntryFor({ mediaType: 'video', target: { kind: 'match-show' } }, config)).toMatchObject({
      entryId: 'match-show-entry',
      required: live.videoRequired,
      title: 'UZFC v Lowfield Rovers: Match Show',
    });
    expect(streamEntryFor({ mediaType: 'audio', target: { kind: 'live' } }, config)).toMatchObject({
      mediaType: 'audio',
      entryId: 'live-audio',
      required: live.audioRequired,
      title: 'UZFC v Lowfield Rovers - Live Commentary',
    });
  });
  it('any other entry leaves the decision to the stream service', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\w-]{1,64}$/),
        fc.constantFrom('video' as const, 'audio' as const),
        (entryId, mediaType) => {
          fc.pre(![live.videoEntryId, live.audioEntryId, live.matchShowEntryId].includes(entryId));
          const entry = streamEntryFor({ mediaType, target: { kind: 'entry', entryId } }, config);
          expect(entry.entryId).toBe(entryId);
          expect(entry.required).toBeNull();
          expect(entry.mediaType).toBe(mediaType);
        },
      ),
    );
  });
});

describe('withoutPurchaseReturn', () => {
  it('removes only purchase=success and keeps the rest', () => {
    expect(withoutPurchaseReturn('?purchase=success')).toBe('');
    expect(withoutPurchaseReturn('?a=1&purchase=success&b=2')).toBe('?a=1&b=2');
    expect(withoutPurchaseReturn('?purchase=failed')).toBeNull();
    expect(withoutPurchaseReturn('')).toBeNull();
  });
  it('never leaves the parameter behind and never drops another', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/)), (other) => {
        fc.pre(!('purchase' in other));
        const search = `?${new URLSearchParams({ ...other, purchase: 'success' }).toString()}`;
        const rest = new URLSearchParams(withoutPurchaseReturn(search) ?? 'x=never');
        expect(rest.has('purchase')).toBe(false);
        for (const [k, v] of Object.entries(other)) expect(rest.get(k)).toBe(v);
      }),
    );
  });
});

describe('kickOffText', () => {
  it('is the match date and the London time', () => {
    expect(kickOffText('2025-11-29T15:00:00Z')).toBe('Sat 29 Nov, 15:00');
    expect(kickOffText('2025-08-16T14:00:00Z')).toBe('Sat 16 Aug, 15:00');
    expect(kickOffText('not a date')).toBe('');
  });
});
