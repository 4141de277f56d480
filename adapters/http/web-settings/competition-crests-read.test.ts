import fc from 'fast-check';
import {
  competitionIconVariants,
  competitionMarkTypes,
  competitionPlacements,
  defaultCompetitionCrests,
  ok,
} from '@core';
import { seedWebSettings } from '@protocol/web-settings/web-settings-seed';
import type { JsonClient } from '../shared/json-client';
import { createWebSettingsHttp } from './web-settings-http';

/** the seed's answer with its competition crest configuration replaced, and what the client was told */
function answering(competitionCrestConfig: unknown) {
  const reports: string[] = [];
  const client: JsonClient = {
    service: 'web-api',
    getJson: async () => ok({ ...seedWebSettings, competitionCrestConfig }),
    postJson: async () => ok(null),
    reportInvalid: (reason) => void reports.push(reason),
  };
  return { port: createWebSettingsHttp({ client }), reports };
}

describe('web settings: the competition crest configuration', () => {
  it("reads the club's configuration, every placement", async () => {
    const { port, reports } = answering(seedWebSettings.competitionCrestConfig);
    const r = await port.get();
    expect(r.ok && r.value.competitionCrests).toEqual(seedWebSettings.competitionCrestConfig);
    expect(reports).toEqual([]);
  });

  it('reports a malformed placement once, naming the placements and never the values', async () => {
    const { port, reports } = answering({
      fixtureList: { type: 'banner' },
      matchCentre: { type: 'pill', iconVariant: 'gold@example.com' },
    });
    const r = await port.get();
    expect(r.ok).toBe(true);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('fixtureList, matchCentre');
    expect(reports[0]).not.toContain('gold@example.com');
  });

  it('a placement left out is not malformed: nothing is reported, the default stands', async () => {
    const { port, reports } = answering({ fixtureList: { type: 'pill', iconVariant: 'mono' } });
    const r = await port.get();
    expect(r.ok && r.value.competitionCrests.results).toEqual(defaultCompetitionCrests.results);
    expect(reports).toEqual([]);
  });

  it('whatever the configuration is, the settings load and every placement has a known mark', async () => {
    const markish = fc.oneof(
      fc.record(
        {
          type: fc.oneof(fc.constantFrom(...competitionMarkTypes), fc.jsonValue()),
          iconVariant: fc.oneof(fc.constantFrom(...competitionIconVariants), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const config = fc.oneof(
      fc.record(Object.fromEntries(competitionPlacements.map((p) => [p, markish])), { requiredKeys: [] }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(config, async (competitionCrestConfig) => {
        const r = await answering(competitionCrestConfig).port.get();
        if (!r.ok) expect.fail(r.error.code);
        for (const placement of competitionPlacements) {
          expect(competitionMarkTypes).toContain(r.value.competitionCrests[placement].type);
          expect(competitionIconVariants).toContain(r.value.competitionCrests[placement].iconVariant);
        }
      }),
      { numRuns: 60 },
    );
  });
});
