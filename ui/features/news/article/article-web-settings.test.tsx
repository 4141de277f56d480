import fc from 'fast-check';
import { screen, waitFor, within } from '@testing-library/react';
import { Ports, ok, type NewsPort } from '@core';
import { createMemoryServices } from '@test/support/memory-services';

import { UseCases } from '../../../shared/services/use-case-tokens';
import { expectNoAxeViolations, newsDetailPaths, renderPage } from '../../../shared/testing/render-page';
import { withWebSettings } from '../../../shared/testing/service-controls';
import { ShellFrame } from '../../../app-shell/testing/shell-frame';
import NewsRoutePage from '../news-route-page';
import { articleAuthor, loadArticlePage } from './article-view';

const slug = 'report-uzfc-1-2-ashvale-wanderers';

/** memory services whose articles come without an author, and the default author the web settings hold */
async function withoutAuthors() {
  const services = createMemoryServices();
  const news = services.get(Ports.news);
  const authorless: NewsPort = {
    ...news,
    article: async (s) => {
      const r = await news.article(s);
      return r.ok ? ok({ ...r.value, author: '' }) : r;
    },
  };
  const settings = await services.get(UseCases.loadWebSettings)();
  if (!settings.ok) throw new Error('memory web settings failed');
  return { services: createMemoryServices({ news: authorless }), defaultAuthor: settings.value.defaultAuthor };
}

describe("an article without an author: the web settings' default author", () => {
  it('the byline names the default author; axe clean', async () => {
    const { services, defaultAuthor } = await withoutAuthors();
    expect(defaultAuthor).not.toBe('');
    const { container } = renderPage(
      <ShellFrame>
        <NewsRoutePage />
      </ShellFrame>,
      { route: `/news/${slug}`, paths: newsDetailPaths, services },
    );
    const article = await screen.findByRole('article', { name: /./ });
    expect(await within(article).findByText(`By ${defaultAuthor}`)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('the server renders and seeds the byline and the JSON-LD author with it', async () => {
    const { services, defaultAuthor } = await withoutAuthors();
    const page = await loadArticlePage(services, slug, 'site', `/news/${slug}`);
    expect(page.seed.article?.author).toBe(defaultAuthor);
    expect(page.head?.jsonLd).toMatchObject({ author: { name: defaultAuthor } });
  });
});

describe("an article's share links: the web settings' share toggles and Twitter pre-text", () => {
  it('only the networks the club turned on, with its own pre-text', async () => {
    const services = withWebSettings({
      share: { twitter: true, facebook: false, copyLink: false, email: true, twitterPreText: 'From the Zenith: ' },
    });
    renderPage(
      <ShellFrame>
        <NewsRoutePage />
      </ShellFrame>,
      { route: `/news/${slug}`, paths: newsDetailPaths, services },
    );
    const share = await screen.findByRole('region', { name: 'Share this article' });
    const twitter = await within(share).findByRole('link', { name: /Share on Twitter/ });
    await waitFor(() =>
      expect(new URL(twitter.getAttribute('href')!).searchParams.get('text')).toMatch(/^From the Zenith: /),
    );
    expect(within(share).queryByRole('link', { name: /Share on Facebook/ })).not.toBeInTheDocument();
    expect(within(share).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(within(share).getByRole('link', { name: /Share by email/ })).toBeInTheDocument();
  });
});

describe('articleAuthor (property)', () => {
  it("is the article's own author when it has one, else the default, never blank text", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (author, fallback) => {
        const out = articleAuthor(author, fallback);
        if (author.trim() !== '') expect(out).toBe(author.trim());
        else expect(out).toBe(fallback?.trim() ?? '');
        expect(out).toBe(out.trim());
      }),
    );
  });
});
