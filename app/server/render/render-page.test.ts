import { readFileSync } from 'node:fs';
import { parseAppConfig } from '../../config/app-config';
import { defaultConfig } from '../../config/default-config';
import { createRootContainer } from '../../container/create-app-services';
import { createRequestServices } from '../../container/create-request-services';
import { parseTemplate } from './html-template';
import { renderPage } from './render-page';
import { JSDOM } from 'jsdom';
import { provideSanitizerWindow } from '@ui/shared';

provideSanitizerWindow(new JSDOM('<!doctype html>').window as unknown as Window);

// In the node environment (no DOM): anything that touches window during a render fails here.
const parsed = parseAppConfig({ adapters: 'memory' }, defaultConfig(undefined, 'http://site.test'));
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const config = parsed.config;
const template = parseTemplate(readFileSync('index.html', 'utf8'));
const rootPromise = createRootContainer(config);

async function render(path: string) {
  const services = createRequestServices(await rootPromise);
  const errors: unknown[] = [];
  const response = await renderPage(new Request(`http://site.test${path}`), {
    template, services, origin: 'http://site.test', onError: (e) => errors.push(e),
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

  it('an unknown address answers 404 with the not-found message', async () => {
    const { response, html } = await render('/no/such/page/at/all/here');
    expect(response.status).toBe(404);
    expect(html).toContain('This page could not be found');
  });
});

describe('server rendering of every kind of page', () => {
  it.each(['/news', '/news/2025/08/a-missing-article', '/videos', '/live', '/club', '/app/news'])('%s renders without a DOM and without errors', async (path) => {
    const { response, html, errors } = await render(path);
    expect(errors).toEqual([]);
    expect([200, 404]).toContain(response.status);
    expect(html).toContain('</html>');
  });
});
