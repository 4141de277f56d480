import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsArticle, NewsSummary } from '@core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewModels } from '../../shared/services/service-tokens';
import { expectNoAxeViolations, newsDetailPaths, renderPage } from '../../shared/testing/render-page';
import { allNews, failingServices, hostileArticleSlug, newsArticle } from '../../shared/testing/service-controls';
import NewsRoutePage from './news-route-page';

let article: NewsArticle;
let seeded: NewsSummary[] = [];
let hostileSlug = '';
beforeAll(async () => {
  article = await newsArticle('report-uzfc-1-2-ashvale-wanderers');
  seeded = await allNews();
  hostileSlug = await hostileArticleSlug();
});

afterEach(() => {
  delete (window as { __uzfcHostile?: unknown }).__uzfcHostile;
});

// the seed's dates follow the moment it is laid out from: read them from the article
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayOf = (iso: string) => iso.slice(0, 10).split('-') as [string, string, string];
const shownDay = (iso: string) => {
  const [y, m, d] = dayOf(iso);
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
};

describe('news route page: articles', () => {
  it('shows the article: h1, category, author, date, hero image, body, tags, share links and related articles', async () => {
    const { container, services } = renderPage(<NewsRoutePage />, {
      route: `/news/${article.slug}`,
      paths: newsDetailPaths,
    });
    const h1 = await screen.findByRole('heading', { level: 1, name: article.title });
    expect(h1).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('article', { name: article.title });
    expect(within(main).getByText(`By ${article.author}`)).toBeInTheDocument();
    expect(within(main).getAllByText(article.category.title)[0]).toBeInTheDocument();
    expect(main.querySelector(`time[datetime="${article.publishedAt}"]`)).toHaveTextContent(
      shownDay(article.publishedAt),
    );
    // the body's inline picture shares the alt text; the hero comes first
    const hero = screen.getAllByRole('img', { name: article.imageAlt })[0]!;
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { name: 'What it means for the squad' })).toBeInTheDocument();
    const tags = screen.getByRole('region', { name: 'Tags' });
    article.tags.forEach((tag) => expect(within(tags).getByText(tag)).toBeInTheDocument());

    const twitter = screen.getByRole('link', { name: /Share on Twitter/ });
    const tweet = new URL(twitter.getAttribute('href')!);
    expect(tweet.searchParams.get('text')).toBe(`Latest news: ${article.title}`);
    expect(tweet.searchParams.get('url')).toBe(`${window.location.origin}/news/${article.slug}`);
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Share by email/ }).getAttribute('href')).toMatch(/^mailto:/);

    const related = await screen.findByRole('list', { name: 'Related articles' });
    const relatedCards = within(related).getAllByRole('article');
    expect(relatedCards).toHaveLength(3);
    relatedCards.forEach((c) => expect(within(c).getByText(article.category.title)).toBeInTheDocument());
    expect(within(related).queryByRole('link', { name: article.title })).not.toBeInTheDocument();

    expect(document.title).toBe(`${article.title} | UZFC`);
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('transparent-dark');
    await expectNoAxeViolations(container);
  });

  it('copy link puts the address on the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<NewsRoutePage />, { route: `/news/${article.slug}`, paths: newsDetailPaths });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news/${article.slug}`);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
  });

  it("renders an article's hostile HTML without script, event handlers or javascript: links", async () => {
    const { container } = renderPage(<NewsRoutePage />, { route: `/news/${hostileSlug}`, paths: newsDetailPaths });
    expect(
      await screen.findByText("The minutes of the latest supporters' forum are now available."),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    Array.from(container.querySelectorAll('a')).forEach((a) =>
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i),
    );
    expect((window as { __uzfcHostile?: unknown }).__uzfcHostile).toBeUndefined();
    // the harmless parts stay
    expect(screen.getByText('Download the minutes')).toBeInTheDocument();
  });

  it('opens an article by a dated address too', async () => {
    const [y, m, d] = dayOf(article.publishedAt);
    renderPage(<NewsRoutePage />, { route: `/news/${y}/${m}/${d}/${article.slug}`, paths: newsDetailPaths });
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
  });

  it('an unknown slug is a 404', async () => {
    renderPage(<NewsRoutePage />, { route: '/news/no-such-story', paths: newsDetailPaths });
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
  });

  it('a failure shows the catalogued message and Retry restores the article', async () => {
    const user = userEvent.setup();
    const services = failingServices('SERVICE.UNAVAILABLE');
    const { container } = renderPage(<NewsRoutePage />, {
      route: `/news/${article.slug}`,
      paths: newsDetailPaths,
      services,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    services.news.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('news route page: archives and invalid dates', () => {
  it('/news/2025/13/x is a 404', async () => {
    renderPage(<NewsRoutePage />, { route: '/news/2025/13/x', paths: newsDetailPaths });
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
  });

  it('/news/2025/02/30 is a 404', async () => {
    renderPage(<NewsRoutePage />, { route: '/news/2025/02/30', paths: newsDetailPaths });
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
  });

  it('/news/2025/08 lists that month', async () => {
    const { container } = renderPage(<NewsRoutePage />, { route: '/news/2025/08', paths: newsDetailPaths });
    expect(await screen.findByRole('heading', { level: 1, name: 'News from August 2025' })).toBeInTheDocument();
    const august = seeded.filter((a) => a.publishedAt.startsWith('2025-08'));
    const list = await screen.findByRole('list', { name: 'News from August 2025 articles' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(august.length));
    expect(document.title).toBe('News from August 2025 | UZFC');
    await expectNoAxeViolations(container);
  });

  it('/news/2025/08/11 lists that day and /news/2025 that year', async () => {
    const onDay = seeded.find((a) => a.title === 'Academy open day announced')!;
    const [y, m, d] = dayOf(onDay.publishedAt);
    renderPage(<NewsRoutePage />, { route: `/news/${y}/${m}/${d}`, paths: newsDetailPaths });
    expect(
      await screen.findByRole('heading', { level: 1, name: `News from ${shownDay(onDay.publishedAt)}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Academy open day announced' })).toBeInTheDocument();
  });

  it('an archive with nothing in it says so', async () => {
    renderPage(<NewsRoutePage />, { route: '/news/1999', paths: newsDetailPaths });
    expect(await screen.findByText('There is no news here yet.')).toBeInTheDocument();
  });
});
