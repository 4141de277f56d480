import fc from 'fast-check';
import { completedSignInAction, REGISTRATION_NOTE_LIFETIME_MS } from './completed-sign-in-action';

const now = Date.UTC(2026, 10, 24, 15);

describe('completedSignInAction', () => {
  it('a return with no note is a sign-in; one soon after a click on Register is a registration', () => {
    expect(completedSignInAction(null, now)).toBe('sign-in-completed');
    expect(completedSignInAction(now - 90_000, now)).toBe('registration-completed');
    expect(completedSignInAction(now - REGISTRATION_NOTE_LIFETIME_MS, now)).toBe('registration-completed');
    expect(completedSignInAction(now - REGISTRATION_NOTE_LIFETIME_MS - 1, now)).toBe('sign-in-completed');
  });

  it('is a registration exactly when the note is at most an hour old and not from the future', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * REGISTRATION_NOTE_LIFETIME_MS, max: 3 * REGISTRATION_NOTE_LIFETIME_MS }),
        (age) => {
          const expected =
            age >= 0 && age <= REGISTRATION_NOTE_LIFETIME_MS ? 'registration-completed' : 'sign-in-completed';
          expect(completedSignInAction(now - age, now)).toBe(expected);
        },
      ),
    );
  });
});
