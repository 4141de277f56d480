import fc from 'fast-check';
import { escapeIcsText, foldIcsLine, unfoldIcs } from './ics-text';
import { matchesToIcs, matchUid } from './match-calendar';
import type { Match } from './match-types';

const octets = (s: string) => new TextEncoder().encode(s).length;
const unescape = (s: string) => s.replace(/\\(n|N|\\|;|,)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const matchOf = (i: number, opponent: string, venue: string, status: Match['status']): Match => ({
  matchID: `m-${i}`,
  teamID: 't1',
  season: '2025-26',
  competition: {
    competitionID: 'c',
    name: 'Northern Premier Division',
    shortName: 'NPD',
    kind: 'league',
    crestImageKey: 'c',
  },
  kickOff: new Date(Date.UTC(2025, 7, 9, 14) + i * 86_400_000).toISOString(),
  home: { name: 'UZFC', shortName: 'UZFC', crestImageKey: 'x', isClub: true },
  away: { name: opponent, shortName: opponent, crestImageKey: 'y', isClub: false },
  venue,
  status,
  score: null,
  ticketUrl: null,
  lastSequence: 0,
});
const matchesArb = fc
  .array(
    fc.tuple(
      fc.string({ maxLength: 120, unit: 'grapheme' }),
      fc.string({ maxLength: 120, unit: 'grapheme' }),
      fc.constantFrom<Match['status']>('scheduled', 'postponed', 'abandoned', 'played'),
    ),
    { maxLength: 6 },
  )
  .map((rows) => rows.map(([o, v, s], i) => matchOf(i, o, v, s)));
const options = {
  nowMs: Date.UTC(2026, 10, 23, 20),
  matchUrl: (m: Match) => `https://uzfc.example/match/${m.matchID}`,
};

describe('calendar export (RFC 5545)', () => {
  it('uses CRLF only, folds every physical line to 75 octets, and unfolds back to the escaped text', () => {
    fc.assert(
      fc.property(matchesArb, (matches) => {
        const ics = matchesToIcs(matches, options);
        expect(ics.endsWith('\r\n')).toBe(true);
        expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        const lines = unfoldIcs(ics).split('\r\n');
        const summaries = lines.filter((l) => l.startsWith('SUMMARY:')).map((l) => unescape(l.slice(8)));
        expect(summaries).toEqual(
          matches.map((m) => `UZFC v ${m.away.name}${m.status === 'postponed' ? ' (postponed)' : ''}`),
        );
        expect(lines.filter((l) => l.startsWith('LOCATION:')).map((l) => unescape(l.slice(9)))).toEqual(
          matches.map((m) => m.venue),
        );
        expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(matches.length);
        expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(matches.map((m) => `UID:${matchUid(m)}`));
        expect(lines.filter((l) => l.startsWith('DTSTAMP:')).every((l) => l === 'DTSTAMP:20261123T200000Z')).toBe(true);
      }),
    );
  });

  it('gives a match the same UID in every export, and marks postponed TENTATIVE, abandoned CANCELLED', () => {
    const ics = unfoldIcs(
      matchesToIcs(
        [
          matchOf(0, 'Lowfield Rovers', 'Mill Lane', 'postponed'),
          matchOf(1, 'Port Calder', 'Harbourside', 'abandoned'),
        ],
        options,
      ),
    );
    expect(ics).toContain('UID:m-0@fixtures.uzfc.example');
    expect(ics).toContain('DTSTART:20250809T140000Z');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('URL:https://uzfc.example/match/m-1');
  });

  it('escapes backslash, semicolon, comma and newlines, and never splits a UTF-8 character', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme' }), (text) => {
        const folded = foldIcsLine(`DESCRIPTION:${text}`);
        expect(unfoldIcs(folded)).toBe(`DESCRIPTION:${text}`);
        for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
      }),
    );
  });
});
