import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { liveUpgradeContract, seededUpgradeData } from '@test/contracts/live-upgrade.contract';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import { videoWirePaths } from '@protocol/video/video-wire';
import { createJsonClient } from '../shared/json-client';
import { createVideoHttp } from './video-http';

// the videos service over msw, its config carrying whichever upgrade data a test sends
const origin = 'http://videos-upgrade.test';
const { config } = createVideoCatalogueSeed({ startedAtMs: Date.parse('2026-11-27T15:00:00Z') });
let upgradeData: unknown = seededUpgradeData;
const server = setupServer(
  http.get(`${origin}/videos/v2${videoWirePaths.config}`, () =>
    // an undefined upgradeData is left out of the JSON: the field is missing
    HttpResponse.json({ ...config, upgradeData }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const port = createVideoHttp({
  client: createJsonClient({ baseUrl: `${origin}/videos/v2`, service: 'videos', log: () => {} }),
});
const answering = (data: unknown) => {
  upgradeData = data;
  return port;
};

liveUpgradeContract(answering);

describe('live upgrade data over HTTP: a field of the wrong kind degrades, the config still loads', () => {
  it.each([
    ['missing', undefined],
    ['not an object', 'upgrade'],
    ['a list', []],
  ])(
    "upgradeData %s: blank texts and no branding (the lock says the catalogue's), the live passes kept",
    async (_, data) => {
      const r = await answering(data).config();
      if (!r.ok) expect.fail(r.error.code);
      expect(r.value.upgrade).toMatchObject({ lockedTitle: '', buttonText: '', buttonLink: '', brandingColours: {} });
      expect(r.value.live.videoRequired).toEqual({ kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] });
    },
  );

  it('each wrong field alone is left out, the others kept', async () => {
    const r = await answering({
      ...seededUpgradeData,
      brandingColours: { background: 42, foreground: '#ffffff', buttonBackground: ['#000'] },
      buttonText: 7,
      entitlementDisplayOverride: { name: 'x' },
      requireLoginEntitlement: null,
      requireUpgradeEntitlement: ['uztv-live'],
    }).config();
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.upgrade).toEqual({
      brandingColours: { foreground: '#ffffff' },
      buttonLink: '/videos/sub',
      buttonText: '',
      entitlementDisplayOverride: '',
      lockedTitle: seededUpgradeData.lockedTitle,
      lockedMessage: seededUpgradeData.lockedMessage,
      requireLoginEntitlement: 'any',
      requireUpgradeEntitlement: '',
    });
    const colours = await answering({ ...seededUpgradeData, brandingColours: 'claret' }).config();
    expect(colours.ok && colours.value.upgrade.brandingColours).toEqual({});
  });
});
