import fc from 'fast-check';
import { checkVideoAccess } from '../stream/check-video-access';
import { liveRequirement, REQUIRE_LOGIN_ANY } from './live-requirement';

const POOL = ['uztv-live', 'uztv-match-2041', 'uztv-audio', ' uztv-live ', ''] as const;
const entitlements = fc.array(fc.constantFrom(...POOL), { maxLength: 4 });
const upgradeArb = fc.record({
  requireLoginEntitlement: fc.constantFrom(REQUIRE_LOGIN_ANY, '', ' any '),
  requireUpgradeEntitlement: fc.constantFrom(...POOL, REQUIRE_LOGIN_ANY),
});
const clean = (es: readonly string[]) => es.map((e) => e.trim()).filter((e) => e !== '');

describe('liveRequirement (the live upgrade data decides which lock shows)', () => {
  it('the seed: the require-upgrade pass opens the live video alongside the match pass', () => {
    const upgrade = { requireLoginEntitlement: 'any', requireUpgradeEntitlement: 'uztv-live' };
    expect(liveRequirement(['uztv-live', 'uztv-match-2041'], upgrade)).toEqual({
      kind: 'pass',
      entitlements: ['uztv-live', 'uztv-match-2041'],
    });
    expect(liveRequirement([], upgrade)).toEqual({ kind: 'pass', entitlements: ['uztv-live'] });
    expect(liveRequirement([], { ...upgrade, requireUpgradeEntitlement: '' })).toEqual({ kind: 'any' });
    expect(liveRequirement(['uztv-live'], { ...upgrade, requireUpgradeEntitlement: 'any' })).toEqual({ kind: 'any' });
  });

  it('a signed-out fan is always asked to sign in first', () => {
    fc.assert(
      fc.property(entitlements, upgradeArb, entitlements, (live, upgrade, held) => {
        const decision = checkVideoAccess({
          signedIn: false,
          entitlements: held,
          required: liveRequirement(live, upgrade),
        });
        expect(decision).toEqual({ ok: false, kind: 'login-required', code: 'STREAM.LOGIN_REQUIRED' });
      }),
    );
  });

  it("require-login 'any' among the entitlements, or none named: any signed-in fan watches", () => {
    fc.assert(
      fc.property(entitlements, upgradeArb, entitlements, (live, upgrade, held) => {
        const named = clean([...live, upgrade.requireUpgradeEntitlement]);
        fc.pre(named.length === 0 || named.includes(REQUIRE_LOGIN_ANY));
        expect(liveRequirement(live, upgrade)).toEqual({ kind: 'any' });
        expect(
          checkVideoAccess({ signedIn: true, entitlements: held, required: liveRequirement(live, upgrade) }).ok,
        ).toBe(true);
      }),
    );
  });

  it('a signed-in fan holding the require-upgrade entitlement watches; one holding none of the passes is asked to upgrade', () => {
    fc.assert(
      fc.property(entitlements, upgradeArb, entitlements, (live, upgrade, held) => {
        const required = liveRequirement(live, upgrade);
        const decision = checkVideoAccess({ signedIn: true, entitlements: held, required });
        const wanted = clean([...live, upgrade.requireUpgradeEntitlement]);
        if (clean([upgrade.requireUpgradeEntitlement]).some((e) => clean(held).includes(e)))
          expect(decision.ok).toBe(true);
        if (required.kind === 'pass' && !wanted.some((e) => clean(held).includes(e)))
          expect(decision.kind).toBe('upgrade-required');
      }),
    );
  });
});
