import { Ports } from '@core';
import { createMemoryServices } from '@test/support/memory-services';

/** the id of a first-team league match of 2025/26 already played, in the memory match data */
export async function playedLeagueMatchID(): Promise<string> {
  const r = await createMemoryServices().get(Ports.matches).fixtures('t1', '2025-26');
  if (!r.ok) throw new Error('no fixtures');
  return r.value.matches.find((m) => m.status === 'played' && m.competition.kind === 'league')!.matchID;
}
