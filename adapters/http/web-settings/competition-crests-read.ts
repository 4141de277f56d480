/**
 * The web settings' competition crest configuration, read placement by placement and field by
 * field: what is malformed is left out (and reported once per answer), the core fills it with
 * the site's default (resolveCompetitionCrests), and the rest of the settings are kept.
 */
import {
  competitionIconVariants,
  competitionMarkTypes,
  competitionPlacements,
  resolveCompetitionCrests,
  type CompetitionCrests,
  type CompetitionMarkStyle,
  type CompetitionPlacement,
} from '@core';
import * as z from 'zod/mini';

const entry = z.record(z.string(), z.unknown());
const fields = { type: z.enum(competitionMarkTypes), iconVariant: z.enum(competitionIconVariants) };

function readPlacement(given: unknown): Partial<CompetitionMarkStyle> {
  const value = z.safeParse(entry, given);
  const read: { -readonly [K in keyof CompetitionMarkStyle]?: CompetitionMarkStyle[K] } = {};
  if (!value.success) return read;
  const type = z.safeParse(fields.type, value.data.type);
  const iconVariant = z.safeParse(fields.iconVariant, value.data.iconVariant);
  if (type.success) read.type = type.data;
  if (iconVariant.success) read.iconVariant = iconVariant.data;
  return read;
}

/** `raw` is the answer's competitionCrestConfig (undefined: an older payload, every default) */
export function readCompetitionCrests(raw: unknown, report: (reason: string) => void): CompetitionCrests {
  if (raw === undefined) return resolveCompetitionCrests(undefined);
  const config = z.safeParse(entry, raw);
  if (!config.success) {
    report('competitionCrestConfig is not an object: every placement shows its default');
    return resolveCompetitionCrests(undefined);
  }
  const read: Partial<Record<CompetitionPlacement, Partial<CompetitionMarkStyle>>> = {};
  const malformed: CompetitionPlacement[] = [];
  for (const placement of competitionPlacements) {
    const given = config.data[placement];
    if (given === undefined) continue;
    const style = readPlacement(given);
    if (!style.type || !style.iconVariant) malformed.push(placement);
    read[placement] = style;
  }
  if (malformed.length > 0)
    report(
      `competitionCrestConfig malformed at ${malformed.join(', ')}: the default stands in for what could not be read`,
    );
  return resolveCompetitionCrests(read);
}
