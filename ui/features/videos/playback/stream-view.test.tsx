import axe from 'axe-core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { type StreamErrorCode, type StreamPort } from '@core';
import { createFakeAccountVm, demoUser, type FakeAccountVm } from '../../account/testing/fake-account-vm';
import { ViewModels } from '../../../shared/services/service-tokens';
import { installFakeMedia, type FakeMedia } from '../testing/fake-media';
import { stubStreamPort } from '@core/stream/stream-port-stub.test-support';
import { StreamView } from './stream-view';
import type { StreamEntryInput } from './stream-vm';
import { createStreamWorld } from '../testing/stream-world';
import { renderStream, servicesFor } from '../testing/render-stream';
import { createTagManagerMemory } from '@adapters/memory/analytics/analytics-memory';
import { useStreamVm } from './use-stream-vm';

const live: StreamEntryInput = {
  mediaType: 'video',
  entryId: 'live-video',
  required: { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
  live: true,
};

function Harness({ input }: { readonly input: StreamEntryInput }) {
  const vm = useStreamVm(input);
  return <StreamView vm={vm} title="UZFC v Lowfield Rovers" />;
}
const show = (account: FakeAccountVm | null, input = live) => renderStream(<Harness input={input} />, { account });
const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};
/** a stream service that refuses every token with `code` */
const refusing = (code: StreamErrorCode): StreamPort => stubStreamPort({}, code);

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia();
});
afterEach(() => {
  media.restore();
  vi.useRealTimers();
});

describe('StreamView', () => {
  it('checks while the accounts code is still loading', async () => {
    show(null);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your access');
  });

  it('a guest is asked to sign in, which opens the account panel', async () => {
    const user = userEvent.setup();
    const { container, services } = show(createStreamWorld().account);
    expect(await screen.findByText('To View This Video Please Sign In or Register An Account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In Or Register' }));
    expect(services.get(ViewModels.interfaceVm).state.accountHeaderOpen).toBe(true);
    await axeClean(container);
  });

  it('a fan without a pass is told why and can view the packages', async () => {
    const user = userEvent.setup();
    const { container, services } = show(createStreamWorld({ signedIn: true }).account);
    expect(
      await screen.findByRole('region', { name: 'You must have a pass to access this stream' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please view all available passes below or on our subscriptions page.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Packages' }));
    expect(services.get(ViewModels.interfaceVm).state.showPackages).toBe(true);
    await axeClean(container);
  });

  it('a fan whose pass does not open this stream is offered the upgrade promo, once; a fan with no pass is not', async () => {
    const { services } = show(createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'] }).account);
    expect(
      await screen.findByText('To access this content you must be subscribed to a live package.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.upgradePromo.display).toBe(true));
    const other = show(createStreamWorld({ signedIn: true }).account);
    expect(
      await screen.findByRole('region', { name: 'You must have a pass to access this stream' }),
    ).toBeInTheDocument();
    expect(other.services.get(ViewModels.interfaceVm).state.upgradePromo.display).toBe(false);
  });

  it('after buying, Refresh my access opens the stream without signing in again', async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true });
    const { container } = show(world.account);
    await screen.findByRole('button', { name: 'Refresh my access' });
    world.buy('pkg-live-monthly');
    await user.click(screen.getByRole('button', { name: 'Refresh my access' }));
    const player = await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' });
    const video = player.querySelector('video')!;
    await waitFor(() => expect(video.getAttribute('src')).toMatch(/^\/media\/live-video\/index\.m3u8\?token=/));
    expect(world.account.calls).toContain('refreshEntitlements');
    await axeClean(container);
  });

  it('a pass arriving on the account (another tab, the purchase return) opens the stream by itself', async () => {
    const world = createStreamWorld({ signedIn: true });
    show(world.account);
    await screen.findByRole('button', { name: 'View Packages' });
    world.buy('pkg-match-2041');
    await act(async () => {
      await world.account.refreshEntitlements();
    });
    expect(await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' })).toBeInTheDocument();
  });

  it('with analytics consent, playing counts a live stream start once (pausing and playing again does not)', async () => {
    const tagManager = createTagManagerMemory();
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    const services = servicesFor(world.account, { tagManager });
    services.get(ViewModels.interfaceVm).dispatch({ type: 'cookies/acceptAll' });
    renderStream(<Harness input={live} />, { account: world.account, services });
    const player = await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' });
    const video = player.querySelector('video')!;
    await waitFor(() => expect(video.getAttribute('src')).toBeTruthy());
    expect(tagManager.events).toEqual([]);
    await act(async () => {
      await video.play();
    });
    act(() => video.pause());
    await act(async () => {
      await video.play();
    });
    expect(tagManager.events.map((e) => e.action)).toEqual(['live-stream-start']);
  });

  it('signing out removes the stream at once', async () => {
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    show(world.account);
    const player = await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' });
    await waitFor(() => expect(player.querySelector('video')?.getAttribute('src')).toBeTruthy());
    act(() => {
      world.account.state.status = 'signed-out';
      world.account.state.user = null;
      world.account.state.entitlements = [];
    });
    expect(await screen.findByText('To View This Video Please Sign In or Register An Account')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('an expired token (a media error later on) is replaced by a fresh one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    show(world.account);
    const player = await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' });
    const video = player.querySelector('video')!;
    await waitFor(() => expect(video.getAttribute('src')).toBeTruthy());
    const first = video.getAttribute('src');
    vi.setSystemTime(Date.now() + 61_000);
    act(() => media.fail(video));
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).not.toBe(first));
    expect(document.querySelector('video')?.getAttribute('src')).toMatch(/token=/);
  });

  it.each([
    ['STREAM.GEO_BLOCKED', 'UZTV Live is not available in your country'],
    ['STREAM.CONCURRENCY_LIMIT', /devices/i],
  ] as const)('the service refusing with %s shows its catalogued text', async (code, text) => {
    const account = createFakeAccountVm({
      stream: refusing(code),
      state: { status: 'signed-in', user: demoUser, entitlements: ['uztv-live'] },
    });
    const { container } = show(account);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Packages' })).not.toBeInTheDocument();
    await axeClean(container);
  });

  it('a stream service that cannot be reached is an alert with Try again', async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    world.stream.setFailing(true);
    const { container } = show(world.account);
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem connecting to the video service');
    // every "cannot play" message leads to the set-up check
    expect(
      screen.getByRole('link', { name: 'Can I watch? Check your account, location, devices and connection' }),
    ).toHaveAttribute('href', '/videos/can-i-watch');
    await axeClean(container);
    world.stream.setFailing(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' })).toBeInTheDocument();
  });

  it('a fan with a pass whose entitlements were cleared by an outage is told the video service cannot be reached, never to buy a pass', async () => {
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    // what the account does when the video service cannot be connected (ACCOUNT-10)
    world.account.state.entitlements = [];
    world.stream.setFailing(true);
    show(world.account);
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem connecting to the video service');
    expect(screen.queryByText('You must have a pass to access this stream')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Packages' })).not.toBeInTheDocument();
  });

  it('a view that stays mounted checks again when the fan navigates, once the service is back', async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    world.stream.setFailing(true);
    renderStream(
      <>
        <Harness input={live} />
        <Link to="/news">News</Link>
      </>,
      { account: world.account },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem connecting to the video service');
    world.stream.setFailing(false);
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' })).toBeInTheDocument();
  });

  it('a free video plays for a guest', async () => {
    show(createStreamWorld().account, { mediaType: 'video', entryId: 'vod-short', required: null, live: false });
    expect(await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' })).toBeInTheDocument();
  });
});
