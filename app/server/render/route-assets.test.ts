import { prefetchAssets, routeAssets } from './route-assets';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'ui/news-page.tsx': {
    file: 'assets/news-page.js',
    css: ['assets/news-page.css'],
    imports: ['index.html', '_react.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  'ui/article-page.tsx': {
    file: 'assets/article-page.js',
    css: ['assets/article-page.css'],
    imports: ['index.html', '_card.js', '_purify.js'],
  },
  '_purify.js': { file: 'assets/purify.js' },
};

describe('routeAssets', () => {
  it("links the page's stylesheets and names its own JavaScript, not the entry's", () => {
    const { headTags, modules } = routeAssets(manifest, ['ui/news-page.tsx']);
    expect(headTags).toContain('<link rel="stylesheet" href="/assets/news-page.css" />');
    expect(headTags).toContain('<link rel="stylesheet" href="/assets/card.css" />');
    expect(headTags).not.toContain('index.css');
    expect(modules).toEqual(['/assets/news-page.js', '/assets/card.js']);
  });

  it('a module the build does not know adds nothing', () => {
    expect(routeAssets(manifest, ['ui/unknown.tsx'])).toEqual({ headTags: '', modules: [] });
  });

  it("names the next routes' files, a group per route, without the entry's or the first page's own", () => {
    expect(prefetchAssets(manifest, ['ui/article-page.tsx', 'ui/news-page.tsx'], ['ui/news-page.tsx'])).toEqual([
      ['/assets/article-page.js', '/assets/article-page.css', '/assets/purify.js'],
      [],
    ]);
    expect(prefetchAssets(manifest, ['ui/article-page.tsx'], [])).toEqual([
      [
        '/assets/article-page.js',
        '/assets/article-page.css',
        '/assets/card.js',
        '/assets/card.css',
        '/assets/purify.js',
      ],
    ]);
    expect(routeAssets(manifest, ['ui/news-page.tsx'], undefined, ['ui/article-page.tsx']).prefetch).toEqual([
      ['/assets/article-page.js', '/assets/article-page.css', '/assets/purify.js'],
    ]);
  });
});
