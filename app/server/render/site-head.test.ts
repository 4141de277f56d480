import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { err, ok, unavailable, type WebSettings } from '@core';
import { memorySeed } from '@adapters/memory/seed';

const { webSettings } = memorySeed;
import { provideSanitizerWindow } from '@ui/shared/components/sanitize-html';
import { parseAppConfig } from '../../config/app-config';
import { defaultConfig } from '../../config/default-config';
import { createRootContainer } from '../../container/create-app-services';
import { createRequestServices } from '../../container/create-request-services';
import { createBindingContainer } from '../../container/binding-container';
import { parseTemplate } from './html-template';
import { headDefaultsOf, renderHeadTags } from './page-head';
import { renderPage } from './render-page';
import { HEAD_DEFAULTS_MS, siteHeadDefaults } from './site-head-defaults';

provideSanitizerWindow(new JSDOM('<!doctype html>').window as unknown as Window);

const parsed = parseAppConfig({ adapters: 'memory' }, defaultConfig(undefined, 'http://site.test'));
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const template = parseTemplate(readFileSync('index.html', 'utf8'));
const rootPromise = createRootContainer(parsed.config, createBindingContainer());

const meta = {
  title: 'Upper Zenith FC: the official site',
  description: 'Everything about the Zeniths, from the club itself.',
};
const settingsWith = (m: WebSettings['meta']) => async () => ok({ ...webSettings, meta: m });

async function headOf(path: string, headDefaults = siteHeadDefaults(settingsWith(meta), template.description)) {
  const response = await renderPage(new Request(`http://site.test${path}`), {
    template,
    services: createRequestServices(await rootPromise),
    origin: 'http://site.test',
    headDefaults,
  });
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

describe("the web settings' meta texts in the server-rendered head", () => {
  it.each(['/', '/videos/browse'])(
    '%s (the site itself, or a page without a head of its own) has the meta title and description',
    async (path) => {
      const head = await headOf(path);
      expect(head).toContain(`<title>${meta.title}</title>`);
      expect(head).toContain(`<meta name="description" content="${meta.description}" />`);
      expect(head).toContain(`<meta property="og:description" content="${meta.description}" />`);
      expect(head).toContain(`<meta name="twitter:description" content="${meta.description}" />`);
    },
  );

  it("a page's own title keeps the short name, and its own description wins", async () => {
    const head = await headOf('/news');
    expect(head).toContain('<title>News | UZFC</title>');
    expect(head).toContain('<meta name="description" content="The latest UZFC news." />');
  });

  it("the settings service down: the index.html's description and the short name, and the page renders", async () => {
    const head = await headOf(
      '/',
      siteHeadDefaults(async () => err(unavailable('web-api')), template.description),
    );
    expect(head).toContain('<title>UZFC</title>');
    expect(head).toContain(`<meta name="description" content="${template.description.replace(/'/g, '&#39;')}" />`);
  });

  it('blank meta texts count as unset', () => {
    expect(headDefaultsOf({ title: ' ', description: '' }, 'from the template')).toEqual({
      title: 'UZFC',
      description: 'from the template',
    });
  });

  it('a page with a title but no description of its own takes the meta description', () => {
    const tags = renderHeadTags({ title: 'Cup final' }, 'http://site.test', '/x', headDefaultsOf(meta, ''));
    expect(tags).toContain('<title>Cup final | UZFC</title>');
    expect(tags).toContain(`<meta name="description" content="${meta.description}" />`);
  });

  it('the settings are asked once a minute, and again at once after a failure', async () => {
    let now = 0;
    let down = true;
    const load = vi.fn(async () => (down ? err(unavailable('web-api')) : ok({ ...webSettings, meta })));
    const defaults = siteHeadDefaults(load, 'template', () => now);
    expect((await defaults()).title).toBe('UZFC');
    down = false;
    expect((await defaults()).title).toBe(meta.title);
    now += HEAD_DEFAULTS_MS - 1;
    await defaults();
    expect(load).toHaveBeenCalledTimes(2);
    now += 1;
    await defaults();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("the shell's icon", () => {
  it('is inline, the same picture as /favicon.svg: no request of its own beside the largest picture (decision 0022)', () => {
    const head = new JSDOM(readFileSync('index.html', 'utf8')).window.document.head;
    const icon = head.querySelector('link[rel="icon"]')!.getAttribute('href')!;
    expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
    const inline = decodeURIComponent(icon.slice('data:image/svg+xml,'.length));
    expect(inline).toBe(readFileSync('public/favicon.svg', 'utf8').trim().replace(/"/g, "'"));
  });
});
