/**
 * The squad page's order: goalkeepers, defenders, midfielders, forwards, each by shirt number
 * (the order a match programme prints), or one 'Squad' group by shirt number when the team is
 * configured isSingleGroup. Empty groups are left out so the page has no heading over nothing.
 */
import type { PlayerPosition } from '../matches/match-types';
import type { Player, SquadGroup } from './team-types';

export const positionOrder: readonly PlayerPosition[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];

export const positionGroupTitles: Readonly<Record<PlayerPosition, string>> = {
  Goalkeeper: 'Goalkeepers',
  Defender: 'Defenders',
  Midfielder: 'Midfielders',
  Forward: 'Forwards',
};
export const SINGLE_GROUP_TITLE = 'Squad';

/** by shirt number; a shared number (two seasons' data mixed) falls back to surname, then id, so the order is total */
export const byShirtNumber = (a: Player, b: Player): number =>
  a.shirtNumber - b.shirtNumber || a.lastName.localeCompare(b.lastName) || a.playerID.localeCompare(b.playerID);

export function squadGroups(players: readonly Player[], options: { readonly isSingleGroup: boolean }): SquadGroup[] {
  const sorted = [...players].sort(byShirtNumber);
  if (options.isSingleGroup)
    return sorted.length > 0 ? [{ title: SINGLE_GROUP_TITLE, position: null, players: sorted }] : [];
  return positionOrder
    .map((position) => ({
      title: positionGroupTitles[position],
      position,
      players: sorted.filter((p) => p.position === position),
    }))
    .filter((g) => g.players.length > 0);
}
