import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { liveStreamOfMatch } from './live-stream-of-match';
import type { LiveStreamConfig } from './video-types';

const live = (matchID: string): LiveStreamConfig => ({
  matchID,
  title: 'UZFC v Greywater City',
  startsAt: '2026-01-01T15:00:00.000Z',
  videoEntryId: 'live-video',
  audioEntryId: 'live-audio',
  matchShowEntryId: 'live-video',
  videoRequired: { kind: 'any' },
  audioRequired: { kind: 'any' },
});

describe('the live streams of a match', () => {
  it("are the settings' streams exactly when the settings name that match, and nobody's when they name none", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (configured, shown) => {
        const found = liveStreamOfMatch(live(configured), shown);
        expect(found !== undefined).toBe(configured !== '' && configured === shown);
      }),
    );
    expect(liveStreamOfMatch(live('t1-live'), 't1-live')?.videoEntryId).toBe('live-video');
  });
});
