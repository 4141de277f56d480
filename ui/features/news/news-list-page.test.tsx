import { Ports } from '@core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsSummary } from '@core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createNewsMemory } from '@adapters/memory/news/news-memory';
import { createSpoilerStoreMemory } from '@adapters/memory/spoilers/spoiler-store-memory';
import { memorySeed } from '@adapters/memory/seed';
import userEvent from '@testing-library/user-event';
import { createMemoryServices } from '@test/support/memory-services';
import { ViewModels } from '../../shared/services/service-tokens';
import { expectNoAxeViolations, renderPage } from '../../shared/testing/render-page';
import { allNews, control, failingServices } from '../../shared/testing/service-controls';
import NewsListPage from './news-list-page';

const listPaths = ['/news', '/category/:category?'];
let seeded: NewsSummary[] = [];
beforeAll(async () => {
  seeded = await allNews();
});

function cards() {
  return within(screen.getByRole('list', { name: /articles$/ })).getAllByRole('article');
}

describe('news list page', () => {
  it('shows the newest news as cards with category, title link and date, and sets title and header', async () => {
    const { container, services } = renderPage(<NewsListPage />, { route: '/news', paths: listPaths });
    expect(screen.getByRole('status')).toHaveTextContent('Loading news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(12));
    const newest = seeded[0]!;
    const link = screen.getByRole('link', { name: newest.title });
    expect(link).toHaveAttribute('href', `/news/${newest.slug}`);
    const first = cards()[0]!;
    expect(within(first).getByText(newest.category.title)).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', newest.publishedAt);
    expect(first.querySelector('time')?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(document.title).toBe('News | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    const chips = screen.getByRole('navigation', { name: 'News categories' });
    expect(within(chips).getByRole('link', { name: 'All news' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/category/women');
    await expectNoAxeViolations(container);
  });

  it("'Load more news' appends the next page, focuses the first new card, announces it and hides when all are shown", async () => {
    const user = userEvent.setup();
    renderPage(<NewsListPage />, { route: '/news', paths: listPaths });
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load more news' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByRole('link', { name: seeded[12]!.title })).toHaveFocus();
    expect(screen.getByText(`12 more articles loaded, showing 24 of ${seeded.length}`)).toBeInTheDocument();
    // the shared seed has several more pages: load them all
    while (cards().length < seeded.length) {
      const shown = cards().length;
      await user.click(screen.getByRole('button', { name: 'Load more news' }));
      await waitFor(() => expect(cards().length).toBeGreaterThan(shown));
    }
    expect(cards()).toHaveLength(seeded.length);
    expect(screen.queryByRole('button', { name: 'Load more news' })).not.toBeInTheDocument();
    const ids = cards().map((c) => within(c).getByRole('link').getAttribute('href'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("spoiler-free holds back the score in a match report's headline; with it off the score shows", async () => {
    const report = {
      ...memorySeed.news[0]!,
      slug: 'report-uzfc-harbour',
      title: 'Report: UZFC 2-1 Harbour Town',
      publishedAt: '2099-01-01T12:00:00Z',
    };
    const news = () =>
      createNewsMemory({ articles: [report, ...memorySeed.news], categories: memorySeed.newsCategories });
    renderPage(<NewsListPage />, {
      route: '/news',
      paths: listPaths,
      services: createMemoryServices({
        news: news(),
        spoilers: createSpoilerStoreMemory({ spoilerFree: true, revealed: [] }),
      }),
    });
    const hidden = await screen.findByRole('link', { name: 'Report: UZFC score hidden Harbour Town' });
    expect(hidden).not.toHaveTextContent('2-1');
    cleanup();
    renderPage(<NewsListPage />, {
      route: '/news',
      paths: listPaths,
      services: createMemoryServices({ news: news() }),
    });
    expect(await screen.findByRole('link', { name: 'Report: UZFC 2-1 Harbour Town' })).toBeInTheDocument();
  });

  it('filters by category with the category as h1 and its chip current', async () => {
    const { services } = renderPage(<NewsListPage />, { route: '/category/women', paths: listPaths });
    expect(await screen.findByRole('heading', { level: 1, name: 'Women' })).toBeInTheDocument();
    const women = seeded.filter((a) => a.category.slug === 'women');
    await waitFor(() => expect(cards()).toHaveLength(women.length));
    cards().forEach((c) => expect(within(c).getByText('Women')).toBeInTheDocument());
    expect(
      within(screen.getByRole('navigation', { name: 'News categories' })).getByRole('link', { name: 'Women' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Women | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
  });

  it('an unknown category is a 404', async () => {
    renderPage(<NewsListPage />, { route: '/category/cricket', paths: listPaths });
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('a failure shows the catalogued message and Retry restores the page', async () => {
    const user = userEvent.setup();
    const services = failingServices('SERVICE.UNAVAILABLE');
    const { container } = renderPage(<NewsListPage />, { route: '/news', paths: listPaths, services });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded. Please try again in a few minutes.');
    await expectNoAxeViolations(container);
    services.news.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed "load more" keeps the cards shown; Retry loads the next page', async () => {
    const user = userEvent.setup();
    const services = createMemoryServices();
    const news = control(services.get(Ports.news));
    renderPage(<NewsListPage />, { route: '/news', paths: listPaths, services });
    await waitFor(() => expect(cards()).toHaveLength(12));
    news.failWith('SERVICE.UNAVAILABLE');
    await user.click(screen.getByRole('button', { name: 'Load more news' }));
    const alert = await screen.findByRole('alert');
    expect(cards()).toHaveLength(12);
    news.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
  });
});
