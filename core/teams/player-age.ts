/**
 * A player's age in whole years at an instant, on the club's calendar (Europe/London): a player
 * born on 23 November turns a year older at 00:00 London time that day, whatever the server's or
 * the browser's timezone. Someone born on 29 February becomes a year older on 1 March in common
 * years (the UK's legal rule), so an age is never reached early.
 */
import { londonDay } from '../format/london-time';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** undefined for a date of birth that is not 'YYYY-MM-DD' */
export function ageOn(dateOfBirth: string, atMs: number): number | undefined {
  const born = DAY.exec(dateOfBirth);
  const today = DAY.exec(londonDay(atMs));
  if (!born || !today) return undefined;
  const [by, bm, bd] = [Number(born[1]), Number(born[2]), Number(born[3])];
  const [ty, tm, td] = [Number(today[1]), Number(today[2]), Number(today[3])];
  // comparing (month, day) pairs: 29 Feb is after 28 Feb, so in a common year it is reached on 1 March
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}
