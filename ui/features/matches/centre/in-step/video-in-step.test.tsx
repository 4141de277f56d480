import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toMatchCentre, type MatchCentre, type MatchDetail, type MatchEvent } from '@core';
import { renderWithServices } from '@test/support/render';
import { createMemoryServices } from '@test/support/memory-services';
import { expectNoAxeViolations } from '../../../../shared/testing/render-page';
import { Ports } from '@core';
import type { ProgramTime } from '../../../videos/playback/video-player';
import { useVideoInStep, type VideoInStep } from './use-video-in-step';
import { VideoInStepToggle } from './video-in-step-toggle';

const KICK_OFF = Date.parse('2026-11-28T15:00:00.000Z');
const at = (minutes: number, seconds = 0) => KICK_OFF + minutes * 60_000 + seconds * 1000;
const event = (sequence: number, kind: MatchEvent['kind'], minute: number, atMs: number, text: string): MatchEvent => ({
  sequence,
  matchID: 't1-live',
  kind,
  period: 1,
  minute,
  addedMinute: 0,
  side: kind === 'goal' ? 'home' : null,
  playerID: null,
  secondaryPlayerID: null,
  text,
  publishedAt: new Date(atMs).toISOString(),
  possessionHome: null,
});
const timeline = [
  event(1, 'kick-off', 1, at(0), 'First Half begins.'),
  event(2, 'corner', 12, at(11, 20), 'Corner, Lowfield Rovers.'),
  event(3, 'goal', 23, at(22, 10), 'Goal! UZFC 1, Lowfield Rovers 0.'),
  event(4, 'commentary', 31, at(30, 5), 'UZFC keep the ball.'),
];
const detail: MatchDetail = {
  match: {
    matchID: 't1-live',
    teamID: 't1',
    season: '2025-26',
    competition: { competitionID: 'l', name: 'League', shortName: 'L', kind: 'league', crestImageKey: 'c' },
    kickOff: new Date(KICK_OFF).toISOString(),
    home: { name: 'UZFC', shortName: 'UZFC', crestImageKey: 'c', isClub: true },
    away: { name: 'Lowfield Rovers', shortName: 'Lowfield', crestImageKey: 'c', isClub: false },
    venue: 'Zenith Park',
    status: 'live',
    score: { home: 1, away: 0 },
    ticketUrl: null,
    lastSequence: 4,
  },
  lineups: [],
  events: timeline,
  statistics: {
    home: { possession: 50, shots: 1, shotsOnTarget: 1, corners: 0, fouls: 0, yellowCards: 0, redCards: 0 },
    away: { possession: 50, shots: 0, shotsOnTarget: 0, corners: 1, fouls: 0, yellowCards: 0, redCards: 0 },
  },
};
const feed: MatchCentre = toMatchCentre(detail, timeline, 'live', at(31));

/** what a match centre shows of the centre it is given, and the player's reports */
const probe: { report: (at: ProgramTime | null) => void; latest: VideoInStep | null } = {
  report: () => {},
  latest: null,
};
const report = (at: ProgramTime | null) => probe.report(at);
function Centre({ centre }: { readonly centre: MatchCentre }) {
  const inStep = useVideoInStep(centre, true);
  useEffect(() => {
    probe.report = inStep.onProgramTime;
    probe.latest = inStep;
  });
  const shown = inStep.centre!;
  return (
    <div>
      <VideoInStepToggle inStep={inStep} />
      <p>
        Score {shown.match.score?.home}-{shown.match.score?.away}, {shown.clock.label}
      </p>
      <ul aria-label="Commentary">
        {shown.timeline.map((e) => (
          <li key={e.sequence}>{e.text}</li>
        ))}
      </ul>
      <p role="status">{inStep.following ? inStep.announcement : ''}</p>
    </div>
  );
}

describe('the match centre in step with the video', () => {
  it('is offered once the video says where it is; following it shows only what the video has reached, and says a goal when the video gets there', async () => {
    const user = userEvent.setup();
    const { container, services } = renderWithServices(<Centre centre={feed} />);
    // no video, no choice: the live feed's centre
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText("Score 1-0, 32'")).toBeInTheDocument();

    // the video plays, ten minutes behind the feed (the fan rewound to the 21st minute)
    act(() => report({ wallMs: at(20, 30), atLiveEdge: false }));
    const follow = screen.getByRole('checkbox', { name: /Follow the video/ });
    expect(follow).not.toBeChecked();
    expect(screen.getByText('Score and commentary from the live feed')).toBeInTheDocument();
    expect(screen.getByText("Score 1-0, 32'")).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(follow);
    expect(follow).toBeChecked();
    expect(services.get(Ports.playerPreferences).read()?.inStep).toBe(true);
    expect(screen.getByText("Score 0-0, 21'")).toBeInTheDocument();
    expect(screen.getByText(/as the video shows them, 9 min 35 s behind the live feed/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'First Half begins.',
      'Corner, Lowfield Rovers.',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('');

    // the video reaches the goal: the score, the commentary and the announcement follow it
    act(() => report({ wallMs: at(22, 10), atLiveEdge: false }));
    expect(screen.getByText("Score 1-0, 23'")).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Commentary' })).toHaveTextContent('Goal! UZFC 1');
    expect(screen.getByRole('status')).toHaveTextContent('Goal for UZFC, 23 minutes. UZFC 1, Lowfield Rovers 0');
    // a second of video more is the same centre (rebuilt only when what it shows changes)
    const before = probe.latest!.centre;
    act(() => report({ wallMs: at(22, 11), atLiveEdge: false }));
    expect(probe.latest!.centre).toBe(before);

    // the video closes: the live feed again
    act(() => report(null));
    expect(screen.getByText("Score 1-0, 32'")).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says the final score when the video reaches the whistle, and nothing when the fan goes back over a goal', async () => {
    const played = [
      ...timeline,
      event(5, 'half-time', 45, at(47), 'Half-time.'),
      event(6, 'second-half', 46, at(62), 'Second Half begins.'),
      event(7, 'full-time', 90, at(110), 'Full-time.'),
    ];
    const ended = toMatchCentre(
      { ...detail, match: { ...detail.match, status: 'played', lastSequence: 7 }, events: played },
      played,
      'live',
      at(112),
    );
    const services = createMemoryServices();
    services.get(Ports.playerPreferences).write({ captions: false, volume: 1, muted: false, inStep: true });
    renderWithServices(<Centre centre={ended} />, { services });
    act(() => report({ wallMs: at(22, 30), atLiveEdge: false }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    // rewound to before the goal: the score goes back, and no goal is said to be taken back
    act(() => report({ wallMs: at(20), atLiveEdge: false }));
    expect(screen.getByText("Score 0-0, 21'")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => report({ wallMs: at(100), atLiveEdge: false }));
    expect(screen.getByRole('status')).toHaveTextContent('Goal for UZFC, 23 minutes. UZFC 1, Lowfield Rovers 0');
    act(() => report({ wallMs: at(111), atLiveEdge: false }));
    expect(screen.getByRole('status')).toHaveTextContent('Full-time: UZFC 1, Lowfield Rovers 0.');
  });

  it('remembers the choice: the next video follows at once, and a goal already seen is not said again', async () => {
    const services = createMemoryServices();
    services.get(Ports.playerPreferences).write({ captions: false, volume: 1, muted: false, inStep: true });
    renderWithServices(<Centre centre={feed} />, { services });
    act(() => report({ wallMs: at(25), atLiveEdge: false }));
    expect(screen.getByRole('checkbox', { name: /Follow the video/ })).toBeChecked();
    expect(screen.getByText("Score 1-0, 26'")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
