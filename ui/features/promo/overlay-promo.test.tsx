import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, unavailable, type Promo, type PromoPort } from '@core';
import { createTagManagerMemory } from '@adapters/memory/analytics/analytics-memory';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../shared/services/service-tokens';
import OverlayPromoContainer from './overlay-promo-container';

const promo = (over: Partial<Promo> = {}): Promo => ({
  promoID: 'p1',
  startDateTime: '2000-01-01T00:00:00Z',
  endDateTime: '2099-01-01T00:00:00Z',
  type: 'Default',
  url: 'https://shop.uzfc.example',
  webNewWindow: true,
  imageKey: 'promo-kit',
  imageAltText: 'New home kit on sale',
  ...over,
});
const seenStore = () => {
  const s = new Set<string>();
  return {
    read: () => s,
    add: (id: string) => {
      s.add(id);
    },
  };
};
// jsdom loads no images: the image library's answer is played by imageReady
const setup = (promos: PromoPort, imageReady = async () => true) => {
  let fire: () => void = () => {};
  const seen = seenStore();
  const services = createMemoryServices({
    promos,
    seenPromos: seen,
    clock: { now: () => Date.parse('2025-08-03T12:00:00Z') },
  });
  const view = renderWithServices(
    <OverlayPromoContainer
      onVisible={(cb) => {
        fire = cb;
        return () => {};
      }}
      imageReady={imageReady}
    />,
    { services },
  );
  return { ...view, services, seen, fire: () => fire() };
};

describe('OverlayPromo', () => {
  it('Default: a modal dialog with the image link in a new tab; Close records it as seen and unlocks', async () => {
    const user = userEvent.setup();
    const { container, services, seen } = setup({ overlays: async () => ok([promo()]) });
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: /New home kit on sale/ })).toHaveAttribute('target', '_blank');
    expect(services.get(ViewModels.interfaceVm).state.lockBackground).toBe(true);
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.read().has('p1')).toBe(true);
    expect(services.get(ViewModels.interfaceVm).state.lockBackground).toBe(false);
  });

  it('with analytics consent, counts the promo shown once, a click on it and its dismissal', async () => {
    const user = userEvent.setup();
    const tagManager = createTagManagerMemory();
    const services = createMemoryServices({
      promos: { overlays: async () => ok([promo()]) },
      seenPromos: seenStore(),
      tagManager,
    });
    services.get(ViewModels.interfaceVm).dispatch({ type: 'cookies/acceptAll' });
    renderWithServices(<OverlayPromoContainer onVisible={() => () => {}} imageReady={async () => true} />, {
      services,
    });
    const link = await screen.findByRole('link', { name: /New home kit on sale/ });
    fireEvent.click(link);
    await user.click(screen.getByRole('button', { name: /Close/ }));
    expect(tagManager.events.map((e) => [e.action, e.advertID, e.advertName])).toEqual([
      ['promo-impression', 'p1', 'New home kit on sale'],
      ['promo-click', 'p1', 'New home kit on sale'],
      ['promo-dismiss', 'p1', 'New home kit on sale'],
    ]);
  });

  it('Mini: a non-modal corner card', async () => {
    const { container } = setup({
      overlays: async () => ok([promo({ type: 'Mini', webNewWindow: false, url: '/videos' })]),
    });
    const card = await screen.findByRole('complementary', { name: 'Promotion' });
    expect(card).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New home kit on sale' })).toHaveAttribute('href', '/videos');
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });

  it('a promo whose image cannot be loaded is not shown at all: no empty box, the page stays unlocked', async () => {
    const { services } = setup({ overlays: async () => ok([promo()]) }, async () => false);
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New home kit on sale/ })).not.toBeInTheDocument();
    expect(services.get(ViewModels.interfaceVm).state.lockBackground).toBe(false);
  });

  it('a promo whose image fails after all once shown is withdrawn and the page unlocked', async () => {
    const { services, seen } = setup({ overlays: async () => ok([promo()]) });
    await screen.findByRole('dialog', { name: 'Promotion' });
    fireEvent.error(screen.getByRole('img', { name: 'New home kit on sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(services.get(ViewModels.interfaceVm).state.lockBackground).toBe(false);
    expect(seen.read().has('p1')).toBe(false);
  });

  it('a failing promo service shows nothing, and becoming visible tries again', async () => {
    let fail = true;
    const { fire } = setup({ overlays: async () => (fail ? err(unavailable('promo-overlays')) : ok([promo()])) });
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fail = false;
    fire();
    expect(await screen.findByRole('dialog', { name: 'Promotion' })).toBeInTheDocument();
  });
});
