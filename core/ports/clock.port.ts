/** "Now" is a port so that rules and use cases stay pure and testable. */
export interface Clock {
  /** epoch milliseconds */
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
