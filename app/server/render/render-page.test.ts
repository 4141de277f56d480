import { Ports, describeError } from '@core';
import { readFileSync } from 'node:fs';
import { parseAppConfig } from '../../config/app-config';
import { defaultConfig } from '../../config/default-config';
import { createRootContainer } from '../../container/create-app-services';
import { createRequestServices } from '../../container/create-request-services';
import { createBindingContainer } from '../../container/binding-container';
import { parseTemplate } from './html-template';
import { UseCases } from '@ui/shared';
import { renderPage } from './render-page';
import { firstPageModules } from '../../router/hydration-data';
import { hostileArticleSlug } from '@protocol/news/news-seed';
import { JSDOM } from 'jsdom';
import { provideOffThreadSanitizer, provideSanitizerWindow, sanitizeHtml } from '@ui/shared/components/sanitize-html';

provideSanitizerWindow(new JSDOM('<!doctype html>').window as unknown as Window);

// In the node environment (no DOM): anything that touches window during a render fails here.
const parsed = parseAppConfig({ adapters: 'memory' }, defaultConfig(undefined, 'http://site.test'));
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const config = parsed.config;
const template = parseTemplate(readFileSync('index.html', 'utf8'));
const rootPromise = createRootContainer(config, createBindingContainer());

async function render(path: string) {
  const services = createRequestServices(await rootPromise);
  const errors: unknown[] = [];
  const response = await renderPage(new Request(`http://site.test${path}`), {
    template,
    services,
    origin: 'http://site.test',
    onError: (e) => errors.push(e),
  });
  return { response, html: await response.text(), errors };
}

describe('server rendering', () => {
  it('renders the home page with the shell, a canonical address and the hydration data', async () => {
    const { response, html, errors } = await render('/');
    expect(errors).toEqual([]);
    expect(response.status).toBe(200);
    expect(html).toContain('<link rel="canonical" href="http://site.test/" />');
    expect(html).toMatch(/<header/);
    // the router state travels as data, never as an inline script (the CSP allows none)
    expect(html).toContain('<script type="application/json" id="uzfc-hydration">');
    expect(html).not.toMatch(/<script(?![^>]*type="application\/(json|ld\+json)")[^>]*>[^<]+<\/script>/);
  });

  it("holds the cookie notice for every visitor, in the web settings' wording, its buttons ready for the app", async () => {
    const { html } = await render('/news');
    const settings = await (await rootPromise).get(UseCases.loadWebSettings)();
    if (!settings.ok) throw new Error('memory web settings failed');
    const notice = /<section[^>]*data-cookie-notice=""[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(notice).toContain(settings.value.cookieBanner.title);
    // a press before the app has started is kept and replayed (see deferred-boot): never disabled
    const buttons = [...notice.matchAll(/<button([^>]*)>/g)].map((m) => m[1]);
    expect(buttons).toHaveLength(2);
    for (const attributes of buttons) expect(attributes).not.toMatch(/\bdisabled/);
  });

  it('an unknown address answers 404 with the not-found message', async () => {
    const { response, html } = await render('/no/such/page/at/all/here');
    expect(response.status).toBe(404);
    expect(html).toContain('This page could not be found');
  });
});

describe('server rendering of every kind of page', () => {
  it.each(['/news', '/news/2025/08/a-missing-article', '/videos', '/live', '/club', '/app/news'])(
    '%s renders without a DOM and without errors',
    async (path) => {
      const { response, html, errors } = await render(path);
      expect(errors).toEqual([]);
      expect([200, 404]).toContain(response.status);
      expect(html).toContain('</html>');
    },
  );
});

describe('what the server renders for a fan without JavaScript', () => {
  it('an article: its headline, sanitised body, share tags and NewsArticle JSON-LD', async () => {
    const { response, html, errors } = await render(`/news/${hostileArticleSlug}`);
    expect(errors).toEqual([]);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // the service's hostile markup is sanitised on the server as in the browser (the raw
    // body only travels inside the JSON data block, which never runs: '<' is escaped there)
    const markup = html.slice(
      html.indexOf('<div id="root">'),
      html.indexOf('<script type="application/json" id="uzfc-hydration">'),
    );
    expect(markup).toContain('Items discussed');
    expect(markup).not.toContain('__uzfcHostile');
    expect(markup).not.toMatch(/onerror=|<script>|javascript:/i);
    expect(html.slice(html.indexOf('id="uzfc-hydration">'))).not.toMatch(/<script>window/);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'NewsArticle' });
  });

  it('a missing article and a missing content page answer 404', async () => {
    expect((await render('/news/no-such-article-here')).response.status).toBe(404);
    const page = await render('/no-such-section/no-such-page');
    expect(page.response.status).toBe(404);
    expect(page.html).toContain('This page could not be found');
    // inside the site's chrome: header, main landmark and footer stay
    expect(page.html).toMatch(/<header[\s\S]*<main[\s\S]*This page could not be found[\s\S]*<footer/);
  });

  it.each(['/videos/no-such-video', '/videos/player/no-such-video', '/videos/channel/no-such-channel'])(
    'an unknown video or channel (%s) answers 404 with the not-found page, and no canonical link to the junk address',
    async (path) => {
      const page = await render(path);
      expect(page.response.status).toBe(404);
      expect(page.html).toContain('This page could not be found');
      expect(page.html).not.toContain('rel="canonical"');
      expect(page.html).not.toContain(`og:url" content="http://site.test${path}`);
    },
  );

  it('a known video, the newest video and a known channel still answer 200 with their canonical address', async () => {
    const services = createRequestServices(await rootPromise);
    const newest = await services.get(UseCases.loadVideoDetail)(null);
    const config = await services.get(UseCases.loadVideoConfig)();
    if (!newest.ok || !config.ok) throw new Error('memory videos failed');
    const channel = config.value.channels[0]!.slug;
    for (const path of [`/videos/${newest.value.videoID}`, '/videos/player', `/videos/channel/${channel}`]) {
      const page = await render(path);
      expect(page.response.status, path).toBe(200);
      expect(page.html, path).toContain(`<link rel="canonical" href="http://site.test${path}" />`);
    }
  });

  it('a stream no service knows (/stream/video/<id>) answers 404 with its catalogued message; a stream address no route reads, 404', async () => {
    const page = await render('/stream/video/no-such-stream');
    expect(page.response.status).toBe(404);
    expect(page.html).toContain('Stream not found');
    expect(page.html).toContain(describeError({ code: 'STREAM.UNKNOWN_ENTRY' }).message);
    expect(page.html).toMatch(/<header[\s\S]*<main[\s\S]*Stream not found[\s\S]*<footer/);
    expect(page.html).not.toContain('rel="canonical"');
    expect((await render('/stream/podcast/abc')).response.status).toBe(404);
  });

  it('the live match, its show, its commentary and a catalogued video still answer 200 on /stream', async () => {
    const services = createRequestServices(await rootPromise);
    const newest = await services.get(UseCases.loadVideoDetail)(null);
    const config = await services.get(UseCases.loadVideoConfig)();
    if (!newest.ok || !config.ok) throw new Error('memory videos failed');
    const { live } = config.value;
    for (const path of [
      '/stream/video',
      '/stream/video/match-show',
      `/stream/video/${live.videoEntryId}`,
      `/stream/video/${live.matchShowEntryId}`,
      `/stream/audio/${live.audioEntryId}`,
      `/stream/video/${newest.value.entryId}`,
    ]) {
      const page = await render(path);
      expect(page.response.status, path).toBe(200);
      expect(page.html, path).not.toContain('Stream not found');
    }
  });

  it('the news list and the video catalogue carry their content, not a loading state', async () => {
    const news = await render('/news');
    expect(news.html).not.toContain('Loading news');
    expect(news.html).toMatch(/<article|<li/);
    const videos = await render('/videos');
    expect(videos.response.status).toBe(200);
    expect(videos.html).toContain('<title>UZTV | UZFC</title>');
  });

  it('app news is rendered but never indexed', async () => {
    const { html } = await render(`/app/news/${hostileArticleSlug}`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain(`<link rel="canonical" href="http://site.test/news/${hostileArticleSlug}" />`);
  });

  it('the seed travels in the hydration block, so the browser does not fetch the page again', async () => {
    const { html } = await render('/news');
    const block = /<script type="application\/json" id="uzfc-hydration">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const state = JSON.parse(block) as { loaderData: Record<string, { seed?: { status?: { kind: string } } } | null> };
    expect(Object.values(state.loaderData).some((d) => d?.seed?.status?.kind === 'ready')).toBe(true);
  });

  it("names the page's modules in the hydration block: the browser loads them without matching the route table again", async () => {
    const { html } = await render('/news');
    const block = /<script type="application\/json" id="uzfc-hydration">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const doc = new JSDOM(`<script type="application/json" id="uzfc-hydration">${block}</script>`).window.document;
    expect(firstPageModules(doc)).toEqual(['ui/features/news/news-list-page.tsx']);
  });
});

describe('a failing service', () => {
  it('answers 500 with the page in its error state: the catalogued message and Try again', async () => {
    // a fresh root (its use cases not yet made) and a child whose news service fails
    const failing = (await createRootContainer(config, createBindingContainer())).child();
    const { createNewsMemory } = await import('@adapters/memory/news/news-memory');
    failing.bind(Ports.news).toConstantValue(createNewsMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' }));
    const response = await renderPage(new Request('http://site.test/news'), {
      template,
      services: createRequestServices(failing),
      origin: 'http://site.test',
    });
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain('Try again');
    expect(html).toMatch(/<header[\s\S]*<footer/);
  });
});

describe("the page tree's redirects and middleware (ROUTE-9, ROUTE-10)", () => {
  it('a page the CMS redirects on the site answers 302 to it', async () => {
    const { response } = await render('/tickets');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/tickets-membership');
  });

  it('a redirect that would leave the site is ERR_REDIRECT: 500 with the error page, no Location', async () => {
    const { response, html } = await render('/partner-offers');
    expect(response.status).toBe(500);
    expect(response.headers.get('location')).toBeNull();
    expect(html).toContain('ERR_REDIRECT');
    expect(html).not.toContain('offers.partner.example');
  });

  it("a page naming unknown middleware is 500 'Unknown middleware {name}'", async () => {
    const { response, html } = await render('/members-lounge');
    expect(response.status).toBe(500);
    expect(html).toContain('Unknown middleware members-only');
  });
});

describe('service HTML sanitised off the main thread (the site server hands it a worker)', () => {
  afterEach(() => provideOffThreadSanitizer(null));

  it("an article's render waits for its body's sanitising while other pages render; then shows what came back", async () => {
    // nothing remembered from the renders above: this body is sanitised afresh
    provideSanitizerWindow(new JSDOM('<!doctype html>').window as unknown as Window);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const asked: string[] = [];
    provideOffThreadSanitizer(async (body) => {
      asked.push(body);
      await gate;
      // what the worker answers: the same rules, marked so the test sees where it came from
      return sanitizeHtml(body).replace('<p>', '<p data-sanitised-off-thread="">');
    });
    let articleDone = false;
    const article = render(`/news/${hostileArticleSlug}`).then((r) => {
      articleDone = true;
      return r;
    });
    // a page showing no service HTML renders in full meanwhile: nothing waits on this thread
    const other = await render('/news');
    expect(other.response.status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    expect(articleDone).toBe(false);
    expect(asked).toHaveLength(1);
    release();
    const { response, html, errors } = await article;
    expect(errors).toEqual([]);
    expect(response.status).toBe(200);
    const markup = html.slice(0, html.indexOf('<script type="application/json" id="uzfc-hydration">'));
    expect(markup).toContain('<p data-sanitised-off-thread="">');
    expect(markup).toContain('Items discussed');
    expect(markup).not.toMatch(/onerror=|javascript:/i);
    // written in place, never streamed after the shell with an inline script (the CSP allows none)
    expect(html).not.toMatch(/<script>[^<]*\$RC/);
  });
});
