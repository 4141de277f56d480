import fc from 'fast-check';
import { defaultUpgradeNotice, upgradeNoticeOf } from './upgrade-notice';

describe('upgradeNoticeOf (property)', () => {
  it("takes each of the settings' texts when set, and the spec's own for a blank or missing one", () => {
    fc.assert(
      fc.property(fc.option(fc.record({ title: fc.string(), text: fc.string() }), { nil: null }), (notice) => {
        const out = upgradeNoticeOf(notice);
        expect(out.title).toBe(notice?.title.trim() || defaultUpgradeNotice.title);
        expect(out.text).toBe(notice?.text.trim() || defaultUpgradeNotice.text);
      }),
    );
  });

  it("the spec's notice names the video brand", () => {
    expect(defaultUpgradeNotice).toEqual({
      title: 'UZTV Live',
      text: 'To access this content you must be subscribed to a UZTV Live package.',
    });
  });
});
