import { cachedStylesheetReader, inlineTemplateStylesheets, stylesheetTags } from './inline-styles';
import { routeAssets } from './route-assets';

const files: Record<string, string> = {
  '/assets/card.css': '.card{color:navy}',
  '/assets/video-card.css': '.videoCard{color:white}',
  '/assets/index.css': ':root{--x:1}',
};
const read = (href: string) => files[href];

describe('inlined stylesheets', () => {
  it("writes each stylesheet in place of its link, keeping the link disabled so the page's loader never adds it again", () => {
    expect(stylesheetTags('/assets/card.css', read)).toBe(
      '<link rel="stylesheet" href="/assets/card.css" disabled /><style>.card{color:navy}</style>',
    );
    expect(stylesheetTags('/assets/card.css')).toBe('<link rel="stylesheet" href="/assets/card.css" />');
    expect(stylesheetTags('/assets/unknown.css', read)).toBe('<link rel="stylesheet" href="/assets/unknown.css" />');
  });

  it('keeps the order of the links, so the cascade between CSS modules is unchanged', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'ui/videos-page.tsx': { file: 'assets/videos-page.js', css: ['assets/video-card.css'], imports: ['_card.js'] },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
    };
    const plain = routeAssets(manifest, ['ui/videos-page.tsx']).headTags;
    const inlined = routeAssets(manifest, ['ui/videos-page.tsx'], read).headTags;
    const order = (tags: string) => [...tags.matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1]);
    expect(order(inlined)).toEqual(order(plain));
    expect(inlined.indexOf('.videoCard{')).toBeLessThan(inlined.indexOf('.card{'));
    expect(order(plain)).toEqual(['/assets/video-card.css', '/assets/card.css']);
  });

  it('leaves linked a stylesheet that could close the style element early', () => {
    expect(stylesheetTags('/assets/x.css', () => 'a::after{content:"</style><script>"}')).toBe(
      '<link rel="stylesheet" href="/assets/x.css" />',
    );
  });

  it("inlines the built index.html's own stylesheets and nothing else", () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="stylesheet" crossorigin href="/assets/gone.css"><link rel="icon" href="/favicon.svg"></head>';
    expect(inlineTemplateStylesheets(html, read)).toBe(
      '<head><link rel="stylesheet" href="/assets/index.css" disabled /><style>:root{--x:1}</style><link rel="stylesheet" crossorigin href="/assets/gone.css"><link rel="icon" href="/favicon.svg"></head>',
    );
  });

  it('reads each built stylesheet once, and only built stylesheets', () => {
    const readFile = vi.fn(read);
    const reader = cachedStylesheetReader(readFile);
    expect(reader('/assets/card.css')).toBe('.card{color:navy}');
    expect(reader('/assets/card.css')).toBe('.card{color:navy}');
    expect(readFile).toHaveBeenCalledTimes(1);
    expect(reader('/assets/../../etc/passwd.css')).toBeUndefined();
    expect(reader('/favicon.svg')).toBeUndefined();
  });
});
