/**
 * zod/mini schemas of the organisations and loaned services' wire format
 * (protocol/teams/team-wire.ts). Lists are read in two steps: the envelope strictly, each item on
 * its own, so one malformed player is dropped from a squad instead of failing the whole page.
 */
import * as z from 'zod/mini';
import type {
  ClubTeamWire,
  LoansWire,
  LoanWire,
  PlayerProfileWire,
  PlayerWire,
  SquadWire,
  StaffWire,
  TeamsWire,
} from '@protocol/teams/team-wire';
import { wireSchema, type ItemsReadOneByOne } from '../shared/wire-schema';

const text = z.string();
const id = z.string().check(z.minLength(1));
const day = z.iso.date();
const position = z.enum(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']);

export const clubTeamWireSchema = wireSchema<ClubTeamWire>()(
  z.object({
    id,
    name: text,
    slug: text,
    displayName: text,
    overview: text,
    crestImageKey: text,
    homeVenue: text,
    showOnMatches: z.boolean(),
    showOnTeams: z.boolean(),
    externalTeamPage: text,
    externalMatchPage: text,
    isSingleGroup: z.boolean(),
    displayPositionOnCard: z.boolean(),
    isMiniCard: z.boolean(),
    showTeamOverview: z.boolean(),
    childFriendly: z.boolean(),
  }),
);

const loanTerms = z.object({ loanedTo: text, from: day, until: day });

export const playerWireSchema = wireSchema<PlayerWire>()(
  z.object({
    playerID: id,
    teamID: id,
    slug: id,
    firstName: text,
    lastName: text,
    shirtNumber: z.int().check(z.positive()),
    position,
    nationality: text,
    dateOfBirth: day,
    heightCm: z.number().check(z.positive()),
    imageKey: text,
    loan: z.nullable(loanTerms),
  }),
);

export const playerProfileWireSchema = wireSchema<PlayerProfileWire>()(z.extend(playerWireSchema, { biography: text }));

export const staffWireSchema = wireSchema<StaffWire>()(
  z.object({ staffID: id, teamID: id, name: text, role: text, imageKey: text }),
);

export const teamsWireSchema = wireSchema<ItemsReadOneByOne<TeamsWire, 'teams'>>()(
  z.object({ teams: z.array(z.unknown()) }),
);
export const squadWireSchema = wireSchema<ItemsReadOneByOne<SquadWire, 'players' | 'staff'>>()(
  z.object({
    teamID: id,
    season: text,
    players: z.array(z.unknown()),
    staff: z.array(z.unknown()),
  }),
);
export const loansWireSchema = wireSchema<ItemsReadOneByOne<LoansWire, 'loans'>>()(
  z.object({ season: text, loans: z.array(z.unknown()) }),
);
export const loanWireSchema = wireSchema<LoanWire>()(
  z.extend(loanTerms, {
    player: z.object({ playerID: id, teamID: id, slug: id, firstName: text, lastName: text, position, imageKey: text }),
  }),
);
