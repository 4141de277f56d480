// @vitest-environment jsdom
import { PREFETCH_DATA_ID } from './prefetch-names';
import { LINKS_PER_IDLE, prefetchLoaders, readPrefetchChunks } from './prefetch-chunks';
import { routeModules } from './route-modules';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PREFETCH_DATA_ID;
    script.textContent = block;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('warming the next routes from the server’s list', () => {
  it('fetches each route’s files at the lowest priority and runs none of them', async () => {
    const doc = pageWith(JSON.stringify([['/assets/news.js', '/assets/news.css'], ['/assets/article.js']]));
    const loaders = prefetchLoaders(doc);
    expect(loaders).toHaveLength(2);
    await loaders[0]!();
    const links = [...doc.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('as'),
      l.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['prefetch', 'script', '/assets/news.js'],
      ['prefetch', 'style', '/assets/news.css'],
    ]);
    expect(doc.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('asks for a few files per idle period, so no one callback starts a dozen fetches', async () => {
    const files = Array.from({ length: 10 }, (_, i) => `/assets/f${i}.js`);
    const doc = pageWith(JSON.stringify([files, ['/assets/g.css']]));
    const loaders = prefetchLoaders(doc);
    // each route's files in batches of LINKS_PER_IDLE, a route's last batch never mixed with the next's
    expect(loaders).toHaveLength(Math.ceil(10 / LINKS_PER_IDLE) + 1);
    await loaders[0]!();
    expect(doc.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(LINKS_PER_IDLE);
    for (const load of loaders.slice(1)) await load();
    expect(doc.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(11);
  });

  it('a junk or foreign list is no list: the routes are imported instead', () => {
    for (const junk of [
      'not json',
      '{"a":1}',
      '[["https://evil.example/x.js"]]',
      '[["//evil.example/x.js"]]',
      '[[1]]',
    ]) {
      expect(readPrefetchChunks(pageWith(junk))).toBeNull();
    }
    expect(prefetchLoaders(pageWith(null))).toEqual([
      routeModules.newsList,
      routeModules.newsRoute,
      routeModules.content,
    ]);
  });
});
