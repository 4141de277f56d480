import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlaybackProbeMemory } from '@adapters/memory/playback-probe/playback-probe-memory';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { ViewModels } from '../../../shared/services/service-tokens';
import { catalogueMemory } from '../testing/catalogue-memory';
import { createStreamWorld } from '../testing/stream-world';
import { renderStream } from '../testing/render-stream';
import CanIWatchPage from './can-i-watch-page';

const show = (world: ReturnType<typeof createStreamWorld>, probe = createPlaybackProbeMemory()) =>
  renderStream(<CanIWatchPage />, {
    account: world.account,
    route: '/videos/can-i-watch',
    paths: ['/videos/can-i-watch'],
    overrides: { stream: world.stream, video: catalogueMemory(), playbackProbe: probe },
  });
const check = (name: RegExp) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('the Can I watch? page', () => {
  it('a fan with the live pass abroad on a good line: every check in order, each with what it found', async () => {
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'], country: 'FR' });
    const probe = createPlaybackProbeMemory({ measure: { bytes: 1_000_000, ms: 1_000, latencyMs: 20 } });
    const { container } = show(world, probe);
    expect(await screen.findByText('6 of 6 checks are fine.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Signed in: OK',
      'A pass for the next live match: OK',
      'Your location: OK',
      'Devices playing on your account: OK',
      'Your browser: OK',
      'Your connection: OK',
    ]);
    expect(
      within(check(/^A pass/)).getByText(/^Your pass covers the next live match, UZFC v Lowfield Rovers/),
    ).toBeInTheDocument();
    expect(within(check(/^Your location/)).getByText(/You appear to be in FR/)).toBeInTheDocument();
    expect(within(check(/^Devices/)).getByText('0 of 2 in use. This device can start playing.')).toBeInTheDocument();
    // a real segment of a free entry, through a playback token
    expect(probe.measured).toEqual([expect.stringMatching(/^\/media\/vod-short\/index\.m3u8\?token=/)]);
    expect(
      within(check(/^Your connection/)).getByText(/About 8\.0 Mbps, 20 ms to reach us\. Enough for HD/),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a fan without a pass in the UK at the device limit on a slow line: each says the fix; View Packages opens them', async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'], country: 'GB' });
    for (const d of ['tv', 'phone'])
      expect((await world.stream.onDevice(d, 'Chrome/131 Windows').playbackToken('live-audio')).ok).toBe(true);
    const { services } = show(
      world,
      createPlaybackProbeMemory({ measure: { bytes: 100_000, ms: 1_000, latencyMs: 150 } }),
    );
    expect(await screen.findByText('2 of 6 checks are fine.')).toBeInTheDocument();
    expect(
      within(check(/^Your location/)).getByText(/Live audio commentary is available everywhere/),
    ).toBeInTheDocument();
    expect(
      within(check(/^Devices/)).getByText(/^2 of 2 in use: Chrome on Windows, Chrome on Windows\./),
    ).toBeInTheDocument();
    expect(
      within(check(/^Your connection/)).getByText(/Below the minimum for live video \(1\.2 Mbps under 100 ms\)/),
    ).toBeInTheDocument();
    await user.click(within(check(/^A pass/)).getByRole('button', { name: 'View Packages' }));
    expect(services.get(ViewModels.interfaceVm).state.showPackages).toBe(true);
  });

  it('a guest is asked to sign in; a failing service or download is "could not check", never a silent pass', async () => {
    const world = createStreamWorld();
    world.stream.setAccountCallsFailing(true);
    show(
      world,
      createPlaybackProbeMemory({ measure: null, capabilities: { mse: false, nativeHls: false, autoplay: 'unknown' } }),
    );
    expect(await screen.findByText(/checks are fine\./)).toBeInTheDocument();
    expect(within(check(/^Signed in/)).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(check(/^Your location/)).toHaveTextContent('Your location: Could not check');
    expect(check(/^Your browser/)).toHaveTextContent('This browser cannot play our streams.');
    expect(check(/^Your connection/)).toHaveTextContent('Could not check');
  });
});
