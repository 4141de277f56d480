/**
 * The one seeded video catalogue: the stand-in's videos service serves it over HTTP and the
 * site's in-memory adapter serves it directly, so the contract suite can ask both the same
 * question and expect the same answer. Pure data built by arithmetic (no PRNG), laid out from
 * the moment the service started: the same on every machine for the same start.
 *
 * 36 videos in three channels. Each video is its own stream entry (its entryId is its videoID,
 * as each video of a real platform is its own entry, so a fan's position in one is never
 * another's), playing the media of its channel's stand-in entry (videoMediaEntry):
 * - highlights   -> 'vod-short'  (90 s, short)   free; every fourth is 'Extended highlights' for signed-in fans
 * - interviews   -> 'vod-medium' (420 s, medium) pass: uztv-live or uztv-vod
 * - full-matches -> 'vod-long'   (900 s, long)   pass: uztv-live or uztv-vod
 * Teams Men/Women/Academy, seasons 2014..2021 (the season picker) plus six released in the
 * three months before the start (the newest row leads with them), each in its season (the
 * season of its release day); every releaseFrom is distinct so the order is total.
 * One video ('video-1018') has imageKey '' so the fallback image is exercised.
 * One FAQ body (HOSTILE_FAQ_HEADING) carries an `<img onerror>` so the site's sanitising is.
 */
import { DEFAULT_LIVE_OFFSET_MINUTES, LIVE_MATCH_ID } from '../match-data/match-data-seed-ids';
import { seasonOf, seasonStartYear } from '../match-data/season-calendar';
import type { VideoConfigWire, VideoFaqGroupWire, VideoItemWire, VideoTeamWire } from './video-wire';

export interface VideoCatalogueSeed {
  readonly config: VideoConfigWire;
  readonly videos: readonly VideoItemWire[];
}

export const VIDEO_CATALOGUE_SIZE = 36;
export const VOD_PASS_ENTITLEMENTS: readonly string[] = ['uztv-live', 'uztv-vod'];
/** the video whose imageKey is '' (the service's fallback image) */
export const FALLBACK_IMAGE_VIDEO_ID = 'video-1018';
/** the FAQ question whose body carries `<img src="x" onerror=...>` */
export const HOSTILE_FAQ_HEADING = 'I have paid but still cannot watch. What should I do?';
/** what the hostile body's onerror would set if it ever ran: a browser test can assert it stays undefined */
export const HOSTILE_FAQ_MARKER = '__uztvFaqXss';

const DAY_MS = 86_400_000;
const teams: readonly VideoTeamWire[] = ['Men', 'Women', 'Academy'];
const opponents = [
  'Lowfield Rovers',
  'Eastmoor Athletic',
  'Harrowdene Vale',
  'Kingsferry Town',
  'Brackenridge Wanderers',
  'Port Calder',
  'Ashcombe Albion',
  'Greywater City',
] as const;
const players: Record<VideoTeamWire, readonly string[]> = {
  Men: ['Tom Ashdown', 'Kai Brennan', 'Luca Ferreira', 'Sam Okafor'],
  Women: ['Freya Mallory', 'Jess Harlow', 'Aoife Keane', 'Mia Lindqvist'],
  Academy: ['Rhys Penhallow', 'Theo Marsh', 'Ellie Crane', 'Jonah Wilde'],
};
const topics = [
  'the win at home',
  'pre-season training',
  'the cup run',
  'a first senior goal',
  'the new contract',
  'the season ahead',
] as const;

const channelOf = [
  {
    slug: 'highlights',
    title: 'Match Highlights',
    description: 'Every goal and every save, within minutes of the final whistle.',
    entryId: 'vod-short',
    duration: 90,
  },
  {
    slug: 'interviews',
    title: 'Interviews',
    description: 'Players and staff before and after the match.',
    entryId: 'vod-medium',
    duration: 420,
  },
  {
    slug: 'full-matches',
    title: 'Full Matches',
    description: 'Whole matches, start to finish.',
    entryId: 'vod-long',
    duration: 900,
  },
] as const;

const seasonLabelOf = (y: number) => `${y}/${String((y + 1) % 100).padStart(2, '0')}`;
const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** the archive's seasons (2014..2021, the spec's season picker) and how many recent videos follow them */
const ARCHIVE_SIZE = 30;

const videoIdOf = (i: number): string => `video-${1001 + i}`;
/** free highlights, every fourth for signed-in fans; the other channels need a pass */
const videoAccessOf = (i: number): VideoItemWire['access'] =>
  at(channelOf, i).slug !== 'highlights' ? 'pass' : i % 4 === 3 ? 'login' : 'free';

function buildVideo(i: number, startedAtMs: number): VideoItemWire {
  const channel = at(channelOf, i);
  // the recent videos (i >= 30) are the first team's and the women's: the newest row leads with them
  const team = at(teams, Math.floor(i / 3) + (i >= ARCHIVE_SIZE ? 2 : 0));
  const startDay = Math.floor(startedAtMs / DAY_MS) * DAY_MS;
  const minuteOf = (12 + (i % 9)) * 3_600_000 + ((i * 7) % 60) * 60_000;
  // the archive: inside its season (8 August + up to 270 days); the recent ones: in the 90 days
  // before the start; a distinct minute for every video
  const releaseMs =
    i < ARCHIVE_SIZE
      ? Date.UTC(2014 + (i % 8), 7, 8) + ((i * 37) % 270) * DAY_MS + minuteOf
      : startDay - (1 + ((i * 37) % 90)) * DAY_MS + minuteOf;
  const season = seasonStartYear(seasonOf(releaseMs));
  const label = seasonLabelOf(season);
  const uz = team === 'Men' ? 'UZFC' : `UZFC ${team}`;
  const opponent = at(opponents, i * 5);
  const videoID = videoIdOf(i);
  let title: string;
  let description: string;
  if (channel.slug === 'highlights') {
    const extended = i % 4 === 3;
    title = `${extended ? 'Extended highlights' : 'Highlights'}: ${uz} ${(i * 7) % 5}-${(i * 5 + 1) % 3} ${opponent}`;
    description = `Goals and key moments from ${uz} against ${opponent} in the ${label} season.`;
  } else if (channel.slug === 'interviews') {
    const player = at(players[team], Math.floor(i / 9));
    const topic = at(topics, Math.floor(i / 3));
    title = `Interview: ${player} on ${topic}`;
    description = `${player} of ${uz} talks to UZTV about ${topic} (${label}).`;
  } else {
    title = `Full match: ${uz} v ${opponent} (${label})`;
    description = `The whole ninety minutes of ${uz} against ${opponent}, ${label} season.`;
  }
  const access = videoAccessOf(i);
  return {
    videoID,
    title,
    description,
    releaseFrom: new Date(releaseMs).toISOString(),
    duration: channel.duration,
    imageKey: videoID === FALLBACK_IMAGE_VIDEO_ID ? '' : `uztv-${videoID}`,
    team,
    season,
    channel: channel.slug,
    entryId: videoID,
    access,
    entitlements: access === 'pass' ? VOD_PASS_ENTITLEMENTS : [],
  };
}

const faqs: readonly VideoFaqGroupWire[] = [
  {
    title: 'Where can I watch?',
    questions: [
      {
        heading: 'Can I watch UZTV Live in my country?',
        body:
          '<p>Live match video is <strong>not available in the UK, the Republic of Ireland and the Channel Isles</strong>, where the broadcast rights are held by others. Full matches, highlights and interviews on demand are available there as usual.</p>' +
          '<p>Key territories and unsold markets have different allowances: in some countries only selected matches are shown live. The match page tells you before you buy.</p>',
      },
      {
        heading: 'Can I listen to the audio commentary everywhere?',
        body: '<p>Yes. <strong>Live audio commentary is available everywhere</strong>, in the UK and Ireland too, with an audio subscription such as the Seasonal Audio Commentary.</p>',
      },
      {
        heading: 'Why does the player say the stream is not available in my country?',
        body: '<p>We work out where you are from your internet connection. A VPN or a work network can make you appear to be somewhere else; turn it off and try again. If you still see the message, contact UZTV support.</p>',
      },
    ],
  },
  {
    title: 'Connection, devices and browsers',
    questions: [
      {
        heading: 'What internet connection do I need?',
        body: '<ul><li><strong>Standard definition (SD):</strong> at least 1.2 Mbps with under 100 ms latency.</li><li><strong>High definition (HD):</strong> at least 4 Mbps with under 50 ms latency.</li></ul><p>The player picks the best quality your connection can hold and changes it as the connection changes.</p>',
      },
      {
        heading: 'Which computers, phones and browsers are supported?',
        body:
          '<p>Windows 8.1 or later, Mac 9 or later, Android 6 or later and iOS 9 or later, with the latest version of Edge, Firefox, Chrome or Safari.</p>' +
          '<p>Internet Explorer and Opera are <strong>not supported for live video</strong>.</p>',
      },
      {
        heading: 'On how many devices can I watch at once?',
        body: '<p>One account can play on two devices at the same time. Stop playing on one of them to start on another.</p>',
      },
    ],
  },
  {
    title: 'Packages and billing',
    questions: [
      {
        heading: 'Which packages can I buy?',
        body: '<ul><li><strong>UZTV Live Monthly Pass</strong>: every match live plus full replays, £9.99 per month.</li><li><strong>Match Pass</strong>: one live match, £10.00.</li><li><strong>Seasonal Audio Commentary</strong>: live audio of every match this season, £45.00.</li></ul><p>See every package on the <a href="/videos/sub">subscription page</a>.</p>',
      },
      {
        heading: 'How do I cancel my monthly pass?',
        body: '<p>Open <a href="/videos/subscriptions">your subscriptions</a> and choose Cancel. You keep watching until the end of the month you have paid for.</p>',
      },
      {
        heading: HOSTILE_FAQ_HEADING,
        // deliberately hostile: the site must sanitise FAQ bodies before rendering them
        body: `<p>Choose <strong>Refresh my access</strong> on the stream page; your pass usually appears within a minute.</p><img src="x" onerror="window.${HOSTILE_FAQ_MARKER}=true"><p>Still locked? Sign out, sign in again, then contact UZTV support with your receipt.</p>`,
      },
    ],
  },
];

function buildConfig(liveStartsAt: string): VideoConfigWire {
  return {
    brandName: 'UZTV',
    hero: {
      title: 'UZTV',
      text: 'Every UZFC match live, plus highlights, interviews and full replays.',
      imageKey: 'uztv-hero',
    },
    fallbackImageKey: 'uztv-fallback',
    supportContact: { label: 'UZTV support', href: 'mailto:uztv-support@uzfc.example' },
    feeds: [
      { feedID: 1, name: 'UZTV', slug: 'videos', enabled: true },
      { feedID: 2, name: 'Live', slug: 'live', enabled: true },
      { feedID: 3, name: 'FAQs', slug: 'videos/faqs', enabled: true },
      { feedID: 4, name: 'Subscribe', slug: 'videos/sub', enabled: true },
    ],
    live: {
      // the match-data service's live match: its match centre plays these streams, no other does
      matchID: LIVE_MATCH_ID,
      title: 'UZFC v Lowfield Rovers',
      // the live match's kick-off (the match-data service's, from the same start): both adapters
      // answer the same config for the same start (a demo may pass its own)
      startsAt: liveStartsAt,
      videoEntryId: 'live-video',
      audioEntryId: 'live-audio',
      matchShowEntryId: 'live-video',
      videoEntitlements: ['uztv-live', 'uztv-match-2041'],
      audioEntitlements: ['uztv-audio'],
    },
    upgradeData: {
      // UZTV's own claret and amber, AA with each other (white on claret 15:1, ink on amber 11.8:1, amber on claret 9.4:1)
      brandingColours: {
        background: '#4a0d2c',
        foreground: '#ffffff',
        buttonBackground: '#ffc233',
        buttonForeground: '#1c0a12',
      },
      buttonLink: '/videos/sub',
      buttonText: 'View Packages',
      entitlementDisplayOverride: 'UZTV Live Monthly Pass or a Match Pass',
      lockedTitle: 'You must have a pass to access this stream',
      lockedMessage: 'Please view all available passes below or on our subscriptions page.',
      requireLoginEntitlement: 'any',
      requireUpgradeEntitlement: 'uztv-live',
    },
    channels: channelOf.map(({ slug, title, description }) => ({ slug, title, description })),
    filters: {
      teamPicker: teams,
      seasonPicker: [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021],
      durationPicker: [
        { value: 'short', label: 'Under 5 minutes' },
        { value: 'medium', label: '5 to 10 minutes' },
        { value: 'long', label: 'Over 10 minutes' },
      ],
    },
    faqs,
    hideAdvertsFromVideos: true,
  };
}

/**
 * A fresh copy each call, as of a service started at `startedAtMs`: the live stream starts with
 * the live match (30 minutes before the start, as match-data plays it) unless `liveStartsAt` says
 * otherwise (a demo moving the live match, or a replay speed other than real time).
 */
export function createVideoCatalogueSeed(options: {
  readonly startedAtMs: number;
  readonly liveStartsAt?: string;
}): VideoCatalogueSeed {
  const liveStartsAt =
    options.liveStartsAt ?? new Date(options.startedAtMs - DEFAULT_LIVE_OFFSET_MINUTES * 60_000).toISOString();
  return {
    config: buildConfig(liveStartsAt),
    videos: Array.from({ length: VIDEO_CATALOGUE_SIZE }, (_, i) => buildVideo(i, options.startedAtMs)),
  };
}

/**
 * The stand-in media entry whose segments a catalogue video's own entry plays ('vod-long'
 * for a full match), and who may play it: null for free videos (the 'login' ones too: the
 * site asks a guest to sign in, the media service only knows passes). Undefined for an
 * entry id that is no catalogue video. A video's channel and access follow from its place in
 * the catalogue alone, not from the moment the service started.
 */
export function videoMediaEntry(
  entryId: string,
): { readonly media: string; readonly entitlements: readonly string[] | null } | undefined {
  const i = Array.from({ length: VIDEO_CATALOGUE_SIZE }, (_, k) => k).find((k) => videoIdOf(k) === entryId);
  if (i === undefined) return undefined;
  return {
    media: at(channelOf, i).entryId,
    entitlements: videoAccessOf(i) === 'pass' ? [...VOD_PASS_ENTITLEMENTS] : null,
  };
}
