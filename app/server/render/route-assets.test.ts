import { routeAssetTags } from './route-assets';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'ui/news-page.tsx': { file: 'assets/news-page.js', css: ['assets/news-page.css'], imports: ['index.html', '_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
};

describe('routeAssetTags', () => {
  it("links the page's stylesheets and preloads its own JavaScript, not the entry's", () => {
    const tags = routeAssetTags(manifest, ['ui/news-page.tsx']);
    expect(tags).toContain('<link rel="stylesheet" href="/assets/news-page.css" />');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/card.css" />');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/news-page.js" />');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/card.js" />');
    expect(tags).not.toContain('index.css');
    expect(tags).not.toContain('react.js');
  });

  it('a module the build does not know adds nothing', () => {
    expect(routeAssetTags(manifest, ['ui/unknown.tsx'])).toBe('');
  });
});
