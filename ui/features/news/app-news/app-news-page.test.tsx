import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsSummary } from '@core';
import { screen, waitFor, within } from '@testing-library/react';
import { appNewsPaths, expectNoAxeViolations, renderPage } from '../../../shared/testing/render-page';
import { allNews } from '../../../shared/testing/service-controls';

let seeded: NewsSummary[] = [];
beforeAll(async () => {
  seeded = await allNews();
});
import AppNewsPage from './app-news-page';

describe('app news page', () => {
  it('without a slug shows the news list whose links stay inside /app/news, without site chips', async () => {
    const { container } = renderPage(<AppNewsPage />, { route: '/app/news', paths: appNewsPaths });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'News articles' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    const newest = seeded[0]!;
    expect(screen.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/app/news/${newest.slug}`);
    expect(screen.queryByRole('navigation', { name: 'News categories' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('with a slug shows the article in the app layout, sharing the public site address', async () => {
    const article = seeded[3]!;
    const { container } = renderPage(<AppNewsPage />, { route: `/app/news/${article.slug}`, paths: appNewsPaths });
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    const tweet = new URL(screen.getByRole('link', { name: /Share on Twitter/ }).getAttribute('href')!);
    expect(tweet.searchParams.get('url')).toBe(`${window.location.origin}/news/${article.slug}`);
    const related = await screen.findByRole('list', { name: 'Related articles' });
    within(related)
      .getAllByRole('link')
      .forEach((a) => expect(a.getAttribute('href')).toMatch(/^\/app\/news\//));
    await expectNoAxeViolations(container);
  });

  it('an impossible date is a 404', async () => {
    renderPage(<AppNewsPage />, { route: '/app/news/2025/13/x', paths: appNewsPaths });
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
  });
});
