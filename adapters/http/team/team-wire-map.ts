/**
 * Wire -> core for teams, squads, players and loans. Pure and zod-free, so the in-memory adapter
 * maps the shared seed through exactly these functions and both adapters answer alike.
 */
import type { Loan, Player, PlayerProfile, StaffMember, Team } from '@core';
import type { ClubTeamWire, LoanWire, PlayerProfileWire, PlayerWire, StaffWire } from '@protocol/teams/team-wire';

export const toTeam = (w: ClubTeamWire): Team => ({ ...w });

export const toPlayer = (w: PlayerWire): Player => ({
  playerID: w.playerID,
  teamID: w.teamID,
  slug: w.slug,
  firstName: w.firstName,
  lastName: w.lastName,
  shirtNumber: w.shirtNumber,
  position: w.position,
  nationality: w.nationality,
  dateOfBirth: w.dateOfBirth,
  heightCm: w.heightCm,
  imageKey: w.imageKey,
  loan: w.loan ? { loanedTo: w.loan.loanedTo, from: w.loan.from, until: w.loan.until } : null,
});

export const toPlayerProfile = (w: PlayerProfileWire): PlayerProfile => ({ ...toPlayer(w), biography: w.biography });

export const toStaffMember = (w: StaffWire): StaffMember => ({
  staffID: w.staffID,
  teamID: w.teamID,
  name: w.name,
  role: w.role,
  imageKey: w.imageKey,
});

export const toLoan = (w: LoanWire): Loan => ({
  loanedTo: w.loanedTo,
  from: w.from,
  until: w.until,
  player: { ...w.player },
});
