import { expect } from '@playwright/test';
import { e2ePorts } from '../../../playwright.config';
import type { EventsPageWire } from '../../../protocol/match-data/match-wire';

const liveEvents = `http://localhost:${e2ePorts.standIn}/match-data/matches/t1-live/events?after=0`;

/** the live match's events as the stand-in has published them so far */
export async function publishedLiveEvents(): Promise<EventsPageWire> {
  const r = await fetch(liveEvents, { headers: { accept: 'application/json' } });
  return (await r.json()) as EventsPageWire;
}

/**
 * Waits out the live match's half-time break. The journeys' stand-in replays the match at 12 match
 * minutes a minute (scripts/e2e-server.ts), so its 15-minute break is 75 s with no new event: a
 * journey that watches the feed move would fail only because of when it ran. (Re-anchoring the
 * match instead would move it under every other journey running alongside.)
 */
export async function untilLiveMatchInPlay(): Promise<void> {
  const lastKind = async () => (await publishedLiveEvents()).events.at(-1)?.kind;
  await expect
    .poll(lastKind, { timeout: 90_000, intervals: [1_000], message: 'the live match is in play (not at half-time)' })
    .not.toBe('half-time');
  expect(await lastKind(), 'the live match is still being played (the replay has not reached full time)').not.toBe(
    'full-time',
  );
}

/**
 * Replays the stand-in's live match from `offsetMinutes` after its kick-off (breaks included):
 * at 12 match minutes a minute (scripts/e2e-server.ts). It moves the live match under every
 * journey, so only the faults project, which runs one journey at a time after the others, uses it.
 */
export async function replayLiveFrom(offsetMinutes: number): Promise<void> {
  const r = await fetch(`http://localhost:${e2ePorts.standIn}/match-data/__control/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMinutes }),
  });
  expect(r.status).toBe(200);
}
