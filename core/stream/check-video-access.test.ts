import fc from 'fast-check';
import { accountOptions } from '../config/site-config';
import { describeError } from '../shared/error-catalogue';
import { checkVideoAccess } from './check-video-access';
import type { RequiredEntitlement } from './stream-types';

const POOL = ['live-pass', 'audio-season', 'match-123', ' live-pass ', ''] as const;
const entitlementsArb = fc.array(fc.constantFrom(...POOL), { maxLength: 5 });
const requiredArb: fc.Arbitrary<RequiredEntitlement> = fc.oneof(
  fc.constant({ kind: 'any' } as const),
  fc.constantFrom(...POOL, 'unsold').map((entitlement) => ({ kind: 'pass', entitlements: [entitlement] }) as const),
);
const lockArb = fc.option(fc.boolean(), { nil: undefined });
const held = (es: readonly string[]) => es.map((e) => e.trim()).filter((e) => e !== '');

describe('checkVideoAccess', () => {
  it('quotes the spec for each outcome (ACCESS-1 to ACCESS-3)', () => {
    const pass = { kind: 'pass', entitlements: ['live-pass'] } as const;
    const guest = checkVideoAccess({ signedIn: false, entitlements: [], required: { kind: 'any' } });
    expect(guest).toEqual({ ok: false, kind: 'login-required', code: 'STREAM.LOGIN_REQUIRED' });
    expect(describeError(guest as { code: string }).message).toBe(
      'To View This Video Please Sign In or Register An Account',
    );

    const noPass = checkVideoAccess({ signedIn: true, entitlements: [], required: pass });
    expect(noPass).toEqual({ ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' });
    expect(describeError(noPass as { code: string })).toEqual({
      title: 'You must have a pass to access this stream',
      message: 'Please view all available passes below or on our subscriptions page.',
    });

    const otherPass = checkVideoAccess({ signedIn: true, entitlements: ['audio-season'], required: pass });
    expect(otherPass).toEqual({ ok: false, kind: 'upgrade-required', code: 'STREAM.NOT_SUBSCRIBED' });
    expect(describeError(otherPass as { code: string }).message).toBe(
      'To access this content you must be subscribed to a live package.',
    );

    expect(checkVideoAccess({ signedIn: true, entitlements: ['audio-season', 'live-pass'], required: pass })).toEqual({
      ok: true,
      kind: 'granted',
    });
  });

  it('has the lock-when-entitlements-empty option, set to false: a signed-in fan with none opens an "any" stream', () => {
    expect(accountOptions.lockContentWhenEntitlementsEmpty).toBe(false);
    expect(checkVideoAccess({ signedIn: true, entitlements: [], required: { kind: 'any' } }).kind).toBe('granted');
    expect(
      checkVideoAccess({
        signedIn: true,
        entitlements: [],
        required: { kind: 'any' },
        lockWhenEntitlementsEmpty: true,
      }),
    ).toEqual({ ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' });
    expect(
      checkVideoAccess({
        signedIn: true,
        entitlements: ['x'],
        required: { kind: 'any' },
        lockWhenEntitlementsEmpty: true,
      }).kind,
    ).toBe('granted');
  });

  it('a pass stream opens with any one of its passes (monthly pass or that match pass)', () => {
    const live = { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] } as const;
    expect(checkVideoAccess({ signedIn: true, entitlements: ['uztv-match-2041'], required: live }).ok).toBe(true);
    expect(checkVideoAccess({ signedIn: true, entitlements: ['uztv-live'], required: live }).ok).toBe(true);
    expect(checkVideoAccess({ signedIn: true, entitlements: ['uztv-match-9'], required: live }).kind).toBe(
      'upgrade-required',
    );
    expect(
      checkVideoAccess({ signedIn: true, entitlements: ['x'], required: { kind: 'pass', entitlements: [] } }).ok,
    ).toBe(false);
  });

  it('a blank required pass locks instead of opening', () => {
    expect(
      checkVideoAccess({ signedIn: true, entitlements: ['', ' '], required: { kind: 'pass', entitlements: [' '] } }).ok,
    ).toBe(false);
  });

  it('matches the model over every combination of sign-in, entitlements, requirement and option', () => {
    fc.assert(
      fc.property(fc.boolean(), entitlementsArb, requiredArb, lockArb, (signedIn, entitlements, required, lockOpt) => {
        const decision = checkVideoAccess({ signedIn, entitlements, required, lockWhenEntitlementsEmpty: lockOpt });
        const lock = lockOpt ?? accountOptions.lockContentWhenEntitlementsEmpty;
        const mine = held(entitlements);
        const wanted = required.kind === 'pass' ? required.entitlements[0]!.trim() : '';
        const entitled =
          required.kind === 'any' ? !(lock && mine.length === 0) : wanted !== '' && mine.includes(wanted);
        if (!signedIn) expect(decision.kind).toBe('login-required');
        else if (entitled) expect(decision.kind).toBe('granted');
        else
          expect(decision).toEqual({
            ok: false,
            kind: 'upgrade-required',
            code: mine.length === 0 ? 'STREAM.PASS_REQUIRED' : 'STREAM.NOT_SUBSCRIBED',
          });
        expect(decision.ok).toBe(decision.kind === 'granted');
      }),
    );
  });

  it('never grants a pass stream without that entitlement, and never grants a guest', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        entitlementsArb,
        requiredArb,
        fc.boolean(),
        (signedIn, entitlements, required, lock) => {
          const decision = checkVideoAccess({ signedIn, entitlements, required, lockWhenEntitlementsEmpty: lock });
          if (decision.ok) {
            expect(signedIn).toBe(true);
            if (required.kind === 'pass') expect(held(entitlements)).toContain(required.entitlements[0]!.trim());
          }
        },
      ),
    );
  });

  it('is monotonic: holding more entitlements never takes access away', () => {
    fc.assert(
      fc.property(entitlementsArb, entitlementsArb, requiredArb, fc.boolean(), (some, more, required, lock) => {
        const before = checkVideoAccess({
          signedIn: true,
          entitlements: some,
          required,
          lockWhenEntitlementsEmpty: lock,
        });
        const after = checkVideoAccess({
          signedIn: true,
          entitlements: [...some, ...more],
          required,
          lockWhenEntitlementsEmpty: lock,
        });
        if (before.ok) expect(after.ok).toBe(true);
      }),
    );
  });
});
