import { routeAssets } from './route-assets';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'ui/news-page.tsx': {
    file: 'assets/news-page.js',
    css: ['assets/news-page.css'],
    imports: ['index.html', '_react.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
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
});
