import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeyMoment } from '@core';
import { KeyMomentsBar } from './key-moments-bar';
import { ShortcutsHelp } from './shortcuts-help';
import { NOT_PLAYING, type MediaState } from './use-media-state';
import { VideoControls, type VideoControlsProps } from './video-controls';
import { VideoPlayer } from './video-player';
import styles from './video-player.module.css';

const noop = () => {};
const ladder = [
  { index: 2, height: 720, label: '720p' },
  { index: 1, height: 360, label: '360p' },
  { index: 0, height: 240, label: '240p' },
];
const onDemand: MediaState = { ...NOT_PLAYING, currentTime: 125, duration: 600, qualities: ladder, playingQuality: 1 };
const controls: VideoControlsProps = {
  live: null,
  media: onDemand,
  range: { start: 0, end: 600 },
  fullscreen: false,
  captions: { showing: false },
  pictureInPictureSupported: true,
  moments: [],
  matchClock: '',
  kickOffAt: null,
  onTogglePlay: noop,
  onToggleMute: noop,
  onVolume: noop,
  onSeek: noop,
  onBackToLive: noop,
  onWatchFromKickOff: noop,
  onChooseQuality: noop,
  onToggleCaptions: noop,
  onTogglePictureInPicture: noop,
  onToggleFullscreen: noop,
  onOpenHelp: noop,
};

const moment = (sequence: number, position: number, over: Partial<KeyMoment>): KeyMoment => ({
  sequence,
  kind: 'goal',
  title: 'Goal',
  clock: "23'",
  side: 'home',
  team: 'UZFC',
  player: 'Sam Reed',
  position,
  startAt: position - 5,
  label: 'Goal, 23 minutes, UZFC, Sam Reed',
  ...over,
});
const moments: KeyMoment[] = [
  moment(1, 1_680, {}),
  moment(2, 2_300, { kind: 'card', title: 'Yellow card', clock: "33'", team: 'Lowfield Rovers', player: 'Kit Marsh' }),
  moment(3, 3_100, { kind: 'half-time', title: 'Half-time', clock: 'HT', team: '', player: '', side: null }),
  moment(4, 4_400, { kind: 'substitution', title: 'Substitution', clock: "58'", player: 'Ola Bright on for Sam Reed' }),
];
const liveMedia: MediaState = {
  ...NOT_PLAYING,
  playing: true,
  currentTime: 5_000,
  duration: Number.POSITIVE_INFINITY,
  seekable: { start: 0, end: 5_406 },
  liveEdge: 5_400,
  qualities: ladder,
  playingQuality: 2,
};
const live: VideoControlsProps = {
  ...controls,
  media: liveMedia,
  range: { start: 0, end: 5_400 },
  captions: null,
  live: { atLiveEdge: true, behindSeconds: 0 },
  moments,
  matchClock: "67'",
  kickOffAt: 300,
};

const meta = {
  title: 'Video/Video player',
  component: VideoPlayer,
  args: { src: '/media/vod/short.m3u8', title: 'Highlights: UZFC 2-1 Rovers', live: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the stream: hls.js is still loading (it never arrives in this story). */
export const Loading: Story = { args: { loadHls: () => new Promise(() => {}) } };
/** The stream could not be played: an alert with Retry. */
export const Error: Story = { args: { loadHls: () => Promise.reject(new globalThis.Error('offline')) } };

// The controls' states, shown on their own so no real stream is needed.
const Bar = (p: VideoControlsProps) => (
  <div className={styles.player}>
    <VideoControls {...p} />
  </div>
);
export const ControlsPaused: Story = { render: () => <Bar {...controls} /> };
export const ControlsPlaying: Story = {
  render: () => <Bar {...controls} media={{ ...onDemand, playing: true }} />,
};
export const ControlsMutedCaptionsOn: Story = {
  render: () => <Bar {...controls} media={{ ...onDemand, playing: true, muted: true }} captions={{ showing: true }} />,
};
/** A chosen rendition (not Auto), and picture-in-picture on. */
export const ControlsQualityChosen: Story = {
  render: () => <Bar {...controls} media={{ ...onDemand, playing: true, chosenQuality: 2, pictureInPicture: true }} />,
};
/** Native HLS (Safari): the browser picks renditions, so there is no quality menu; no picture-in-picture either. */
export const ControlsWithoutQualityMenu: Story = {
  render: () => <Bar {...controls} media={{ ...onDemand, qualities: [] }} pictureInPictureSupported={false} />,
};
export const ControlsFullscreen: Story = {
  render: () => <Bar {...controls} media={{ ...onDemand, playing: true }} fullscreen />,
};
/** Live at the live edge: the match clock, 'Live' in red, 'Watch from kick-off', the key moments marked. */
export const ControlsLiveAtEdge: Story = { render: () => <Bar {...live} /> };
/** Live, rewound: 'Back to live', how far behind, paused. */
export const ControlsLiveBehind: Story = {
  render: () => (
    <Bar
      {...live}
      media={{ ...liveMedia, playing: false, currentTime: 2_000 }}
      live={{ atLiveEdge: false, behindSeconds: 3_400 }}
      matchClock="29'"
    />
  ),
};
/** Live before the match data has arrived: no clock, no moments, no kick-off to go to. */
export const ControlsLiveNoMatch: Story = {
  render: () => <Bar {...live} moments={[]} matchClock="" kickOffAt={null} />,
};
/** The key moments bar under the player. */
export const KeyMoments: Story = {
  render: () => (
    <div className={styles.player}>
      <KeyMomentsBar moments={moments} onChoose={noop} />
    </div>
  ),
};
/** The keyboard shortcuts help, over the video. */
export const ShortcutsHelpOpen: Story = {
  render: () => (
    <div className={styles.player} style={{ minHeight: 420 }}>
      <ShortcutsHelp onClose={noop} />
    </div>
  ),
};
