import { expect, test } from '@playwright/test';
import { asReturningFan } from './support/quiet-visit';
import { newFan, registerThroughPortal } from './support/accounts';
import { bindPlaylistToDevice } from '../../protocol/stream/media-wire';
import { accessTokenOf, askPlaybackToken, setEntitlements, streamBase } from './support/stream-direct';

// The stand-in enforces entitlements on every media request, as the real stream service
// does: the site's own locks are a courtesy, this is the wall.
test.beforeEach(async ({ context }) => asReturningFan(context));

const firstUri = (playlist: string) => playlist.split('\n').find((l) => l !== '' && !l.startsWith('#'))!;

test('a signed-in fan without a pass, calling the stream service directly, gets no token, playlist or segment', async ({
  page,
}) => {
  const fan = newFan();
  await page.goto('/');
  await registerThroughPortal(page, fan);
  const accessToken = await accessTokenOf(page);

  for (const entryId of ['live-video', 'live-audio', 'vod-long']) {
    const refused = await askPlaybackToken(entryId, { accessToken });
    expect(refused.status, entryId).toBe(403);
    expect(refused.body.code).toBe('MEDIA.NOT_ENTITLED');
    expect(JSON.stringify(refused.body)).not.toContain(accessToken);
  }
  // no token at all, or a made-up one: nothing
  expect((await fetch(`${streamBase}/hls/live-video/index.m3u8`)).status).toBe(401);
  expect((await fetch(`${streamBase}/hls/live-video/index.m3u8?token=forged.token`)).status).toBe(401);
  expect((await fetch(`${streamBase}/hls/live-video/a/forged.token/direct-caller/240p/index.m3u8`)).status).toBe(401);
  expect((await fetch(`${streamBase}/hls/live-video/a/forged.token/direct-caller/240p/seg-0.ts`)).status).toBe(401);

  // a real token for the free video does not open the live stream, and an altered one opens nothing
  const free = await askPlaybackToken('vod-short');
  expect(free.status).toBe(200);
  const token = free.body.token!;
  expect((await fetch(`${streamBase}/hls/live-video/index.m3u8?token=${encodeURIComponent(token)}`)).status).toBe(403);
  const altered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
  expect((await fetch(`${streamBase}/hls/vod-short/index.m3u8?token=${encodeURIComponent(altered)}`)).status).toBe(401);
});

test('a pass opens the live stream to direct calls too, and taking it away closes it at the next request', async ({
  page,
}) => {
  const fan = newFan();
  await page.goto('/');
  await registerThroughPortal(page, fan);
  await setEntitlements(fan.email, ['uztv-live']);
  const granted = await askPlaybackToken('live-video', { accessToken: await accessTokenOf(page), country: 'US' });
  expect(granted.status).toBe(200);
  // the token is bound to the device that asked for it ('direct-caller'): the player names it in the address
  const playlistUrl = bindPlaylistToDevice(granted.body.playlistUrl!, 'direct-caller');
  const playlist = await fetch(playlistUrl, { headers: { 'x-viewer-country': 'US' } });
  expect(playlist.status).toBe(200);
  // the multivariant playlist names each rendition; each names its segments
  const rendition = new URL(firstUri(await playlist.text()), playlistUrl);
  const media = await fetch(rendition, { headers: { 'x-viewer-country': 'US' } });
  expect(media.status).toBe(200);
  const segment = new URL(firstUri(await media.text()), rendition);
  expect((await fetch(segment, { headers: { 'x-viewer-country': 'US' } })).status).toBe(200);
  // the same token from the UK: live video rights stop at the border
  expect((await fetch(segment, { headers: { 'x-viewer-country': 'GB' } })).status).toBe(403);

  await setEntitlements(fan.email, []);
  for (const url of [segment, rendition, playlistUrl])
    expect((await fetch(url, { headers: { 'x-viewer-country': 'US' } })).status).toBe(403);
});

test('a paid token replayed without its device, or from another, plays nothing', async ({ page }) => {
  const fan = newFan();
  await page.goto('/');
  await registerThroughPortal(page, fan);
  await setEntitlements(fan.email, ['uztv-live']);
  const granted = await askPlaybackToken('live-video', {
    accessToken: await accessTokenOf(page),
    country: 'US',
    deviceId: 'fans-tv',
  });
  expect(granted.status).toBe(200);
  const us = { 'x-viewer-country': 'US' };
  const token = encodeURIComponent(granted.body.token!);
  for (const [url, headers] of [
    [granted.body.playlistUrl!, us],
    [`${streamBase}/hls/live-video/a/${token}/someone-elses-laptop/240p/index.m3u8`, us],
    [`${streamBase}/hls/live-video/a/${token}/someone-elses-laptop/240p/seg-0.ts`, us],
    [granted.body.playlistUrl!, { ...us, 'x-device-id': 'someone-elses-laptop' }],
    [bindPlaylistToDevice(granted.body.playlistUrl!, 'someone-elses-laptop'), us],
  ] as const) {
    const r = await fetch(url, { headers });
    expect(r.status).toBe(403);
    expect(((await r.json()) as { code: string }).code).toBe('MEDIA.TOKEN_WRONG_DEVICE');
  }
  expect((await fetch(bindPlaylistToDevice(granted.body.playlistUrl!, 'fans-tv'), { headers: us })).status).toBe(200);
});
