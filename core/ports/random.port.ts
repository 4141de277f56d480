/** Randomness is a port for the same reason as the clock (session ids, log ids). */
export interface Random {
  /** an integer in [min, max], inclusive */
  int(min: number, max: number): number;
}
export const mathRandom: Random = { int: (min, max) => min + Math.floor(Math.random() * (max - min + 1)) };
