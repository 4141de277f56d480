import {
  durationBounds, err, ok, type RequiredEntitlement, type ServiceError, type VideoChannel, type VideoConfig,
  type VideoPort, type VideoSearchQuery, type VideoSummary, type VideoTeam,
} from '@core';

/**
 * Small, deterministic video catalogue for the video pages' tests and stories: a handful
 * of videos chosen for the cases the pages must show (locked, free, each duration band),
 * so a page test names exactly what it expects and does not move when the demo seed
 * (protocol/video/video-catalogue-seed.ts, 36 videos) is extended.
 */
export const fixtureChannels: readonly VideoChannel[] = [
  { slug: 'highlights', title: 'Match Highlights', description: 'Every goal and every save.' },
  { slug: 'interviews', title: 'Interviews', description: 'Players and staff, before and after the match.' },
  { slug: 'full-matches', title: 'Full Matches', description: 'Whole matches, start to finish.' },
];

const teams: readonly VideoTeam[] = ['Men', 'Women', 'Academy'];
const durations = [90, 420, 900] as const;
const pass: RequiredEntitlement = { kind: 'pass', entitlements: ['uztv-live', 'uztv-vod'] };

/** video n (1-based): channel, duration and access cycle so every filter has matches */
export function fixtureVideo(n: number): VideoSummary {
  const i = n - 1;
  const channel = fixtureChannels[i % 3]!;
  return {
    videoID: `fx-${n}`,
    title: `${channel.title} clip ${n}`,
    description: `Clip ${n} on UZTV.`,
    // newer as n grows: the newest video is the last one
    releaseFrom: new Date(Date.UTC(2025, 7, 1) + i * 86_400_000).toISOString(),
    durationSeconds: durations[i % 3]!,
    imageKey: n % 5 === 0 ? '' : `fx-image-${n}`,
    team: teams[Math.floor(i / 3) % 3]!,
    season: 2014 + (i % 8),
    channel: channel.slug,
    entryId: ['vod-short', 'vod-medium', 'vod-long'][i % 3]!,
    required: i % 3 === 0 ? null : i % 3 === 1 ? { kind: 'any' } : pass,
  };
}

export const fixtureVideos: readonly VideoSummary[] = Array.from({ length: 30 }, (_, i) => fixtureVideo(i + 1));

/** newest first, as the catalogue sorts (sortby releaseFrom, sortOrder desc) */
export const newestFirst = (videos: readonly VideoSummary[]) => [...videos].sort((a, b) => b.releaseFrom.localeCompare(a.releaseFrom));

export const hostileFaqHtml = '<p>Streams need <strong>4 Mbps</strong>.</p><img src="x" alt="" onerror="window.__faqHacked = true"><script>window.__faqHacked = true</script><a href="javascript:alert(1)">bad link</a>';

export const fixtureVideoConfig: VideoConfig = {
  brand: 'UZTV',
  hero: { title: 'UZTV', text: 'Every UZFC match live, plus highlights, interviews and full replays.', imageKey: 'uztv-hero' },
  fallbackImageKey: 'uztv-fallback',
  support: { label: 'UZTV support', href: 'mailto:uztv-support@uzfc.example' },
  feeds: [
    { id: 1, name: 'UZTV', path: '/videos', enabled: true },
    { id: 2, name: 'Live', path: '/live', enabled: true },
    { id: 3, name: 'FAQs', path: '/videos/faqs', enabled: true },
    { id: 4, name: 'Subscribe', path: '/videos/sub', enabled: true },
  ],
  live: {
    matchID: 't1-live',
    title: 'UZFC v Lowfield Rovers',
    startsAt: '2025-11-29T15:00:00Z',
    videoEntryId: 'live-video',
    audioEntryId: 'live-audio',
    matchShowEntryId: 'live-video',
    videoRequired: { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
    audioRequired: { kind: 'pass', entitlements: ['uztv-audio'] },
  },
  upgrade: {
    lockedTitle: 'You must have a pass to access this stream',
    lockedMessage: 'Please view all available passes below or on our subscriptions page.',
    buttonText: 'View Packages',
    buttonLink: '/videos/sub',
  },
  channels: fixtureChannels,
  faqs: [
    {
      title: 'Watching live',
      questions: [
        { heading: 'Where can I watch live video?', bodyHtml: '<p>Live video is not available in the UK, Republic of Ireland and Channel Isles. Audio commentary is available everywhere.</p>' },
        { heading: 'What connection do I need?', bodyHtml: hostileFaqHtml },
      ],
    },
    {
      title: 'Devices',
      questions: [
        { heading: 'Which systems are supported?', bodyHtml: '<p>Windows 8.1 or later, Mac, Android 6 or later and iOS 9 or later.</p><p>See the <a href="/videos/sub">packages</a>.</p>' },
      ],
    },
  ],
  hideAdvertsFromVideos: true,
};

export interface FixedVideoPort extends VideoPort {
  /** every search asked, in order */
  readonly searches: VideoSearchQuery[];
  failWith(code: ServiceError['code'] | undefined): void;
  /** hold every answer until the returned release is called (stale-answer tests) */
  hold(): () => void;
}

/** A VideoPort over fixed data, filtering and paging as the catalogue does. */
export function fixedVideoPort(videos: readonly VideoSummary[] = fixtureVideos, config: VideoConfig = fixtureVideoConfig): FixedVideoPort {
  const sorted = newestFirst(videos);
  const searches: VideoSearchQuery[] = [];
  let failing: ServiceError['code'] | undefined;
  let gate: Promise<void> | null = null;
  async function answer<T>(value: () => T) {
    await (gate ?? Promise.resolve());
    if (failing) return err({ code: failing, service: 'videos' } as ServiceError);
    return ok(value());
  }
  return {
    searches,
    failWith: (code) => void (failing = code),
    hold() {
      let release!: () => void;
      gate = new Promise((r) => { release = r; });
      return () => { gate = null; release(); };
    },
    config: () => answer(() => config),
    sections: () => answer(() => config.channels.map((c) => ({ title: c.title, channel: c.slug, items: sorted.filter((v) => v.channel === c.slug).slice(0, 6) }))),
    search(q) {
      searches.push(q);
      // capture the matching now: the filters are the ones of this call, whenever it answers
      const text = (q.query ?? '').trim().toLowerCase();
      const bounds = q.duration ? durationBounds(q.duration) : {};
      const matching = sorted.filter((v) => (text === '' || v.title.toLowerCase().includes(text))
        && (q.team === undefined || v.team === q.team)
        && (q.season === undefined || v.season === q.season)
        && (q.channel === undefined || v.channel === q.channel)
        && (bounds.minDuration === undefined || v.durationSeconds >= bounds.minDuration)
        && (bounds.maxDuration === undefined || v.durationSeconds <= bounds.maxDuration));
      return answer(() => ({ items: matching.slice(q.pageIndex * q.pageSize, (q.pageIndex + 1) * q.pageSize), total: matching.length, pageIndex: q.pageIndex, pageSize: q.pageSize }));
    },
    video: async (id) => {
      const found = videos.find((v) => v.videoID === id);
      return found ? answer(() => found) : err({ code: 'SERVICE.NOT_FOUND', service: 'videos' } as ServiceError);
    },
  };
}

const never = <T,>() => new Promise<T>(() => {});

/** a catalogue that never answers: the loading state, held */
export const silentVideoPort = (): VideoPort => ({ config: never, sections: never, search: never, video: never });
