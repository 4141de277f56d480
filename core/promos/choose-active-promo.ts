import type { Promo } from '../commercial/commercial-types';

/**
 * The overlay promo to show now (PROMO-3): inside its start..end window, not in
 * the seen list, shown one at a time. When several qualify, the earliest-starting one
 * goes first (ties keep feed order) so a long-running promo is not starved by newer ones.
 *
 * The window is half-open [start, end): at the end instant the promo has ended. A promo
 * whose dates do not parse is never shown, rather than shown forever.
 */
export function isPromoActive(promo: Promo, seen: ReadonlySet<string>, nowMs: number): boolean {
  const start = Date.parse(promo.startDateTime);
  const end = Date.parse(promo.endDateTime);
  return !seen.has(promo.promoID) && start <= nowMs && nowMs < end;
}

export function chooseActivePromo(
  promos: readonly Promo[],
  seen: ReadonlySet<string>,
  nowMs: number,
): Promo | undefined {
  let chosen: Promo | undefined;
  for (const promo of promos) {
    if (!isPromoActive(promo, seen, nowMs)) continue;
    if (chosen === undefined || Date.parse(promo.startDateTime) < Date.parse(chosen.startDateTime)) chosen = promo;
  }
  return chosen;
}
