import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as adverts from './footer-adverts.stories';
import * as errorPages from '../error/error-page.stories';
import { twoSponsorRows, twoSponsorRowsRoom } from './testing/sponsor-rows';

const axeOptions = { rules: { 'color-contrast': { enabled: false } } };
const cases = [adverts, errorPages].flatMap((mod) =>
  (Object.entries(composeStories(mod)) as [string, ComponentType][]).map(
    ([name, Story]) => [`${mod.default.title} ${name}`, Story] as const,
  ),
);
const s = composeStories(adverts) as unknown as Record<string, ComponentType>;

describe('footer adverts and error page stories', () => {
  it.each(cases)('%s renders without axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container).not.toBeEmptyDOMElement();
    const r = await axe.run(document.body, axeOptions);
    expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('footer adverts', () => {
  it('shows v1 and v2 adverts alike: a link to the advertiser around a 300 x 250 picture named for the advert', () => {
    const Both = s.BothShapes!;
    render(<Both />);
    const region = screen.getByRole('region', { name: 'Advertisements' });
    for (const [name, href] of [
      ['Season ticket renewals', 'https://advertiser1.example'],
      ['UZTV passes', 'https://advertiser2.example'],
    ]) {
      const picture = within(region).getByRole('img', { name });
      expect(picture).toHaveAttribute('width', '300');
      expect(picture).toHaveAttribute('height', '250');
      expect(picture.closest('a')).toHaveAttribute('href', href);
    }
  });

  it('a v1 picture that cannot be loaded becomes the placeholder in the same 300 x 250 slot', () => {
    const V1 = s.AdvertsV1!;
    render(<V1 />);
    const picture = screen.getByRole('img', { name: 'UZTV passes' });
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('data-placeholder', '');
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,.*viewBox%3D%220%200%20300%20250%22/);
  });

  it('no eligible advert, or the pause after a route change: no advertising region', () => {
    const { NoAdverts, AdvertsPaused } = s as Record<'NoAdverts' | 'AdvertsPaused', ComponentType>;
    render(<NoAdverts />);
    expect(screen.queryByRole('region', { name: 'Advertisements' })).toBeNull();
    cleanup();
    render(<AdvertsPaused />);
    expect(screen.queryByRole('region', { name: 'Advertisements' })).toBeNull();
  });
});

describe('footer room kept while its commercial parts load', () => {
  it('keeps a box for each advert and sponsor logo the server counted, with nothing in them a fan could see, hear or follow', () => {
    const Loading = s.LoadingWithRoomKept!;
    const { container } = render(<Loading />);
    expect(screen.queryByRole('region', { name: 'Advertisements' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sponsors' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryAllByRole('img')).toEqual([]);
    const reserved = container.querySelectorAll('[data-reserved]');
    expect([...reserved].map((r) => r.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    expect(reserved[0]!.querySelectorAll('li')).toHaveLength(2);
    expect(reserved[1]!.querySelectorAll('li')).toHaveLength(8);
    expect(reserved[1]!.querySelectorAll('a')).toHaveLength(0);
  });

  it('sponsor logos arriving a row per task: the rows not yet shown keep their room, unseen and unfollowable', () => {
    const Arriving = s.SponsorsArrivingInTurns!;
    render(<Arriving />);
    const sponsors = screen.getByRole('region', { name: 'Sponsors' });
    expect(
      within(sponsors)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Zenith Air', 'Harbour Bank']);
    expect(within(sponsors).getAllByRole('link')).toHaveLength(2);
    // the second row's three boxes, hidden from assistive technology
    const waiting = sponsors.querySelectorAll('[aria-hidden="true"] li');
    expect(waiting).toHaveLength(3);
  });
});

describe('the sponsors taking the room kept for them', () => {
  it('the kept room becomes the sponsors section in place, and a row waiting its turn keeps its boxes', () => {
    const Loading = s.LoadingWithRoomKept as ComponentType<Record<string, unknown>>;
    const { container, rerender } = render(<Loading reserved={twoSponsorRowsRoom} />);
    const kept = container.querySelector('footer section[data-reserved]');
    const secondRowBoxes = kept?.querySelectorAll('ul')[1];
    expect(secondRowBoxes?.querySelectorAll('li')).toHaveLength(3);

    // the first row's logos have their turn; the second row waits
    rerender(<Loading reserved={twoSponsorRowsRoom} rows={twoSponsorRows} rowsShown={1} />);
    const sponsors = screen.getByRole('region', { name: 'Sponsors' });
    expect(sponsors).toBe(kept);
    expect(sponsors).not.toHaveAttribute('aria-hidden');
    expect(sponsors.querySelectorAll('ul')[1]).toBe(secondRowBoxes);
    expect(within(sponsors).getAllByRole('link')).toHaveLength(2);

    rerender(<Loading reserved={twoSponsorRowsRoom} rows={twoSponsorRows} rowsShown={2} />);
    expect(
      within(screen.getByRole('region', { name: 'Sponsors' }))
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Zenith Air', 'Harbour Bank', 'Kit Co', 'North Rail', 'Tea House']);
  });
});
