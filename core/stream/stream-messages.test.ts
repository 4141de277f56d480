import { club, texts } from '../config/site-config';
import { errorCatalogue } from '../shared/error-catalogue';
import { describeStreamAccess } from './stream-messages';

describe('describeStreamAccess', () => {
  it('takes every catalogued STREAM.* and AUDIO.* text unchanged from the error catalogue', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      if (!code.startsWith('STREAM.') && !code.startsWith('AUDIO.')) continue;
      expect(describeStreamAccess({ code })).toEqual(entry);
    }
  });

  it('gives the geo and device rules their own clear messages', () => {
    expect(describeStreamAccess({ code: 'STREAM.GEO_BLOCKED' })).toEqual({
      title: `${club.videoBrand} Live is not available in your country`,
      message:
        'Live video is not available in your country. Live audio commentary is available with an audio subscription.',
    });
    expect(describeStreamAccess({ code: 'STREAM.CONCURRENCY_LIMIT' }).title).toBe('Too many devices');
  });

  it("shows the status after the audio 'other' text (AUDIO-2)", () => {
    expect(describeStreamAccess({ code: 'AUDIO.PROBLEM', status: 7 }).message).toBe(
      'Sorry, there has been a problem accessing this stream (status 7)',
    );
    expect(describeStreamAccess({ code: 'AUDIO.PROBLEM' }).message).toBe(
      'Sorry, there has been a problem accessing this stream',
    );
  });

  it('the upgrade notice in the site config names the video brand (ACCESS-3)', () => {
    expect(texts.upgradeNotice).toBe(
      `To access this content you must be subscribed to a ${club.videoBrand} Live package.`,
    );
  });
});
