import fc from 'fast-check';
import {
  competitionIconVariants,
  competitionMarkOf,
  competitionMarkTypes,
  competitionPlacements,
  defaultCompetitionCrests,
  resolveCompetitionCrests,
  type CompetitionCrestsRead,
} from './competition-crests';

const readArb: fc.Arbitrary<CompetitionCrestsRead> = fc.record(
  Object.fromEntries(
    competitionPlacements.map((p) => [
      p,
      fc.record(
        { type: fc.constantFrom(...competitionMarkTypes), iconVariant: fc.constantFrom(...competitionIconVariants) },
        { requiredKeys: [] },
      ),
    ]),
  ) as { [K in keyof CompetitionCrestsRead]-?: fc.Arbitrary<NonNullable<CompetitionCrestsRead[K]>> },
  { requiredKeys: [] },
);

describe('competition crest configuration (TEAMS-2)', () => {
  it("the site's defaults are what it showed before the settings carried them: crests in the lists, a pill on the match centre", () => {
    expect(defaultCompetitionCrests.fixtureList).toEqual({ type: 'crest', iconVariant: 'colour' });
    expect(defaultCompetitionCrests.results).toEqual({ type: 'crest', iconVariant: 'colour' });
    expect(defaultCompetitionCrests.matchCentre).toEqual({ type: 'pill', iconVariant: 'colour' });
    expect(resolveCompetitionCrests(undefined)).toEqual(defaultCompetitionCrests);
    expect(resolveCompetitionCrests({})).toEqual(defaultCompetitionCrests);
  });

  it('every placement has a mark: each field the settings gave, else the default of that placement', () => {
    fc.assert(
      fc.property(readArb, (read) => {
        const crests = resolveCompetitionCrests(read);
        expect(Object.keys(crests).sort()).toEqual([...competitionPlacements].sort());
        for (const placement of competitionPlacements) {
          const given = read[placement];
          const fallback = defaultCompetitionCrests[placement];
          expect(crests[placement]).toEqual({
            type: given?.type ?? fallback.type,
            iconVariant: given?.iconVariant ?? fallback.iconVariant,
          });
          // a placement given in full is the settings' own object: memoised rows keep their props
          if (given?.type && given.iconVariant) expect(crests[placement]).toBe(given);
          if (!given?.type && !given?.iconVariant) expect(crests[placement]).toBe(fallback);
        }
      }),
    );
  });

  it("a placement's mark while the settings load or after they failed is the default; then the settings'", () => {
    fc.assert(
      fc.property(readArb, fc.constantFrom(...competitionPlacements), (read, placement) => {
        expect(competitionMarkOf(null, placement)).toBe(defaultCompetitionCrests[placement]);
        expect(competitionMarkOf(undefined, placement)).toBe(defaultCompetitionCrests[placement]);
        expect(competitionMarkOf({}, placement)).toBe(defaultCompetitionCrests[placement]);
        const competitionCrests = resolveCompetitionCrests(read);
        expect(competitionMarkOf({ competitionCrests }, placement)).toBe(competitionCrests[placement]);
      }),
    );
  });
});
