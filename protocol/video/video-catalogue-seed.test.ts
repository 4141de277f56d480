import {
  FALLBACK_IMAGE_VIDEO_ID,
  HOSTILE_FAQ_HEADING,
  HOSTILE_FAQ_MARKER,
  VIDEO_CATALOGUE_SIZE,
  createVideoCatalogueSeed,
  videoCatalogueSeed,
  videoMediaEntry,
} from './video-catalogue-seed';

const { videos, config } = videoCatalogueSeed;
const entryOf = {
  highlights: ['vod-short', 90],
  interviews: ['vod-medium', 420],
  'full-matches': ['vod-long', 900],
} as const;

describe('the shared video catalogue seed', () => {
  it('is deterministic: the same on every call', () => {
    expect(createVideoCatalogueSeed()).toEqual(videoCatalogueSeed);
    expect(createVideoCatalogueSeed({ liveStartsAt: '2030-01-01T15:00:00.000Z' }).config.live.startsAt).toBe(
      '2030-01-01T15:00:00.000Z',
    );
  });

  it('holds 36 videos with unique ids and distinct release times, each released inside its season', () => {
    expect(videos).toHaveLength(VIDEO_CATALOGUE_SIZE);
    expect(new Set(videos.map((v) => v.videoID)).size).toBe(videos.length);
    expect(new Set(videos.map((v) => v.releaseFrom)).size).toBe(videos.length);
    for (const v of videos) {
      const t = Date.parse(v.releaseFrom);
      expect(t).toBeGreaterThanOrEqual(Date.UTC(v.season, 7, 1));
      expect(t).toBeLessThan(Date.UTC(v.season + 1, 6, 1));
    }
    for (let s = 2014; s <= 2021; s += 1) expect(videos.some((v) => v.season === s)).toBe(true);
    expect(videos.some((v) => v.season === 2025)).toBe(true);
  });

  it('binds each channel to its media entry, duration and access', () => {
    for (const v of videos) {
      const [media, duration] = entryOf[v.channel as keyof typeof entryOf];
      // each video is its own entry, playing its channel's media
      expect([v.entryId, v.duration]).toEqual([v.videoID, duration]);
      expect(videoMediaEntry(v.entryId)).toEqual({
        media,
        entitlements: v.access === 'pass' ? ['uztv-live', 'uztv-vod'] : null,
      });
      if (v.channel === 'highlights') {
        expect(v.entitlements).toEqual([]);
        expect(v.access).toBe(v.title.startsWith('Extended') ? 'login' : 'free');
      } else {
        expect(v).toMatchObject({ access: 'pass', entitlements: ['uztv-live', 'uztv-vod'] });
      }
    }
    for (const team of ['Men', 'Women', 'Academy']) {
      for (const channel of Object.keys(entryOf))
        expect(videos.some((v) => v.team === team && v.channel === channel)).toBe(true);
    }
  });

  it('knows no media for an entry that is no catalogue video', () => {
    for (const id of ['vod-long', 'video-9999', '', '__proto__']) expect(videoMediaEntry(id)).toBeUndefined();
  });

  it('uses fictional names only, and one video falls back to the service image', () => {
    const text = videos.map((v) => `${v.title} ${v.description}`).join(' ');
    expect(text).not.toMatch(/Sheffield|SUTV|United/);
    expect(videos.filter((v) => v.imageKey === '').map((v) => v.videoID)).toEqual([FALLBACK_IMAGE_VIDEO_ID]);
  });

  it('has exactly one hostile FAQ body', () => {
    const bodies = config.faqs.flatMap((g) => g.questions);
    const hostile = bodies.filter((q) => /onerror=|<script/i.test(q.body));
    expect(hostile.map((q) => q.heading)).toEqual([HOSTILE_FAQ_HEADING]);
    expect(hostile[0]!.body).toContain(HOSTILE_FAQ_MARKER);
  });
});
