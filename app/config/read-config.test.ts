import { readConfig } from './read-config';

/** a page whose uzfc-config block holds `text` */
const page = (text: string | undefined) =>
  ({
    getElementById: () => (text === undefined ? null : { textContent: text }),
    location: { origin: 'http://site.test' },
  }) as unknown as Document;

describe('reading the settings the server wrote into the page', () => {
  it('starts on well-formed settings, over the defaults', async () => {
    const read = await readConfig(page(JSON.stringify({ adapters: 'memory' })));
    expect(read.ok && read.config.adapters).toBe('memory');
    expect(read.ok && read.config.siteOrigin).toBe('http://site.test');
  });

  it('with no block at all, starts on the defaults', async () => {
    expect((await readConfig(page(undefined))).ok).toBe(true);
  });

  it('names every bad setting (the schema, loaded for it)', async () => {
    const read = await readConfig(
      page(JSON.stringify({ adapters: 'carrier-pigeon', services: { sponsors: 'not a url' } })),
    );
    expect(read.ok ? [] : read.problems).toEqual([
      'Setting "adapters" is invalid: Invalid option: expected one of "http"|"memory"',
      'Setting "services.sponsors" is invalid: Invalid URL',
    ]);
  });

  it('says when the block is not JSON', async () => {
    expect(await readConfig(page('{oops'))).toEqual({
      ok: false,
      problems: ['Setting block "uzfc-config" is not valid JSON'],
    });
  });
});
