import type { Random } from '../ports/random.port';

/** The analytics session id of the user state (ACCOUNT-1): a random integer 1..1,000,000 per page load. */
export const SESSION_ID_MIN = 1;
export const SESSION_ID_MAX = 1_000_000;
export const newSessionID = (random: Random): number => random.int(SESSION_ID_MIN, SESSION_ID_MAX);
