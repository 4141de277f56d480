import type { VideoChannel, VideoConfig, VideoSummary, VideoTeam } from '@core';

/**
 * PROVISIONAL seed (coordinator): the catalogue engineer replaces this with the shared
 * catalogue the stand-in serves too, so both adapters answer the same videos.
 */
const channels: readonly VideoChannel[] = [
  { slug: 'highlights', title: 'Match Highlights', description: 'Every goal and every save.' },
  { slug: 'interviews', title: 'Interviews', description: 'Players and staff, before and after the match.' },
  { slug: 'full-matches', title: 'Full Matches', description: 'Whole matches, start to finish.' },
];
const entryOf = { highlights: ['vod-short', 90], interviews: ['vod-medium', 420], 'full-matches': ['vod-long', 900] } as const;
const teams: readonly VideoTeam[] = ['Men', 'Women', 'Academy'];

export const memoryVideos: readonly VideoSummary[] = Array.from({ length: 24 }, (_, i) => {
  const channel = channels[i % channels.length]!.slug as keyof typeof entryOf;
  const [entryId, durationSeconds] = entryOf[channel];
  return {
    videoID: `video-${i + 1}`,
    title: `${channels[i % channels.length]!.title} ${i + 1}`,
    description: 'UZFC on UZTV.',
    releaseFrom: new Date(Date.UTC(2025, 7, 1) + i * 3 * 86_400_000).toISOString(),
    durationSeconds,
    imageKey: `video-${i + 1}`,
    team: teams[i % teams.length]!,
    season: 2014 + (i % 8),
    channel,
    entryId,
    required: entryId === 'vod-short' ? null : { kind: 'pass', entitlements: ['uztv-live', 'uztv-vod'] },
  };
});

export const memoryVideoConfig: VideoConfig = {
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
  channels,
  faqs: [],
  hideAdvertsFromVideos: true,
};
