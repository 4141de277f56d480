/**
 * Competition crest configuration (TEAMS-2): per placement where a competition is shown, a crest
 * (its image) or a pill (its name on a badge), and an icon variant (the mark's colourway). The
 * web settings carry it; whatever they leave out or send malformed is the site's own default for
 * that placement (site-config.ts), so a bad setting costs at most the club's choice, never a page.
 */
import { competitionCrestDefaults } from '../config/site-config';

export const competitionPlacements = ['fixtureList', 'results', 'matchCentre', 'leagueTable'] as const;
/**
 * fixtureList: a fixture's row on /matches; results: a played match's row there; matchCentre: the
 * match centre's header; leagueTable: a league table's heading (its page, the compact tables)
 */
export type CompetitionPlacement = (typeof competitionPlacements)[number];

export const competitionMarkTypes = ['crest', 'pill'] as const;
export type CompetitionMarkType = (typeof competitionMarkTypes)[number];
export const competitionIconVariants = ['colour', 'mono'] as const;
export type CompetitionIconVariant = (typeof competitionIconVariants)[number];

export interface CompetitionMarkStyle {
  readonly type: CompetitionMarkType;
  readonly iconVariant: CompetitionIconVariant;
}

export type CompetitionCrests = Readonly<Record<CompetitionPlacement, CompetitionMarkStyle>>;

/** what the web settings said, as far as it could be read: any placement or field may be missing */
export type CompetitionCrestsRead = Readonly<Partial<Record<CompetitionPlacement, Partial<CompetitionMarkStyle>>>>;

export const defaultCompetitionCrests: CompetitionCrests = competitionCrestDefaults;

/**
 * Every placement's mark: each field the settings gave, else the default's. A placement the
 * settings gave in full is the settings' own object (a memoised row keeps its props).
 */
export function resolveCompetitionCrests(read: CompetitionCrestsRead | undefined): CompetitionCrests {
  const out = {} as Record<CompetitionPlacement, CompetitionMarkStyle>;
  for (const placement of competitionPlacements) {
    const given = read?.[placement];
    const fallback = defaultCompetitionCrests[placement];
    out[placement] =
      given?.type && given.iconVariant
        ? (given as CompetitionMarkStyle)
        : given?.type || given?.iconVariant
          ? { type: given.type ?? fallback.type, iconVariant: given.iconVariant ?? fallback.iconVariant }
          : fallback;
  }
  return out;
}

/** a placement's mark from the web settings, or the default while they load or when they failed */
export function competitionMarkOf(
  settings: { readonly competitionCrests?: CompetitionCrests | undefined } | null | undefined,
  placement: CompetitionPlacement,
): CompetitionMarkStyle {
  return settings?.competitionCrests?.[placement] ?? defaultCompetitionCrests[placement];
}
