import { createStandIn } from '../app';

// started on 27 Nov 2026: the current season is 2026-27, last season 2025-26
const standIn = createStandIn({
  startedAtMs: Date.parse('2026-11-27T15:00:00Z'),
  now: () => Date.parse('2026-11-27T15:00:00Z'),
});
const get = async (path: string) => {
  const res = await standIn.fetch(new Request(`http://stand-in.test${path}`));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
type Row = Record<string, unknown>;

describe('organisations and loaned services (shared teams seed)', () => {
  it('GET /organisations/teams: four teams with their configuration; the first team has the empty slug; U21 and U18 child friendly', async () => {
    const { status, body } = await get('/organisations/teams');
    expect(status).toBe(200);
    const teams = body.teams as Row[];
    expect(teams.map((t) => [t.id, t.slug, t.childFriendly])).toEqual([
      ['t1', '', false],
      ['t2', 'women', false],
      ['t3', 'u21', true],
      ['t4', 'u18', true],
    ]);
    for (const t of teams)
      expect(Object.keys(t).sort()).toEqual([
        'childFriendly',
        'crestImageKey',
        'displayName',
        'displayPositionOnCard',
        'externalMatchPage',
        'externalTeamPage',
        'homeVenue',
        'id',
        'isMiniCard',
        'isSingleGroup',
        'name',
        'overview',
        'showOnMatches',
        'showOnTeams',
        'showTeamOverview',
        'slug',
      ]);
  });

  it('GET /organisations/teams/{id}/squad: 24 players and staff; default season; 404 for an unknown team or unseeded season; 400 for a bad season', async () => {
    const { status, body } = await get('/organisations/teams/t3/squad');
    expect(status).toBe(200);
    expect(body.season).toBe('2026-27');
    expect(body.players as Row[]).toHaveLength(24);
    expect((body.players as Row[]).every((p) => p.teamID === 't3' && !('biography' in p))).toBe(true);
    expect((body.staff as Row[]).length).toBeGreaterThan(0);
    expect((await get('/organisations/teams/t1/squad?season=2025-26')).status).toBe(200);
    expect((await get('/organisations/teams/t1/squad?season=2024-25')).status).toBe(404);
    expect((await get('/organisations/teams/t9/squad')).status).toBe(404);
    expect((await get('/organisations/teams/t1/squad?season=1999-00')).status).toBe(404);
    expect((await get('/organisations/teams/t1/squad?season=2025')).status).toBe(400);
  });

  it('GET /organisations/players/{id or slug}: the same profile with a biography; 404 otherwise', async () => {
    const byId = await get('/organisations/players/t1-p07');
    expect(byId.status).toBe(200);
    expect(typeof byId.body.biography).toBe('string');
    const bySlug = await get(`/organisations/players/${String(byId.body.slug)}`);
    expect(bySlug.body).toEqual(byId.body);
    expect((await get('/organisations/players/nobody-at-all')).status).toBe(404);
  });

  it('GET /loaned/v2: the loaned players with their terms, per team on ?team=; 404 for an unknown team', async () => {
    const all = (await get('/loaned/v2')).body;
    const loans = all.loans as Row[];
    expect(all.season).toBe('2026-27');
    expect(loans.length).toBeGreaterThanOrEqual(3);
    for (const l of loans)
      expect(l).toMatchObject({
        loanedTo: expect.any(String),
        // agreed for the current season: the registration window to the season's end
        from: '2026-07-01',
        until: '2027-06-30',
      });
    const t1 = (await get('/loaned/v2?team=t1')).body.loans as Row[];
    expect(t1.length).toBeGreaterThan(0);
    expect(t1.every((l) => (l.player as Row).teamID === 't1')).toBe(true);
    expect((await get('/loaned/v2?team=t4')).body.loans).toEqual([]);
    expect((await get('/loaned/v2?team=zz')).status).toBe(404);
  });

  it('GET /organisations: the club, its competitions and its opponents, each with a crest key', async () => {
    const orgs = (await get('/organisations')).body.organisations as Row[];
    expect(orgs[0]).toMatchObject({ id: 'uzfc', type: 'club' });
    expect(new Set(orgs.map((o) => o.type))).toEqual(new Set(['club', 'competition', 'opponent']));
    expect(new Set(orgs.map((o) => o.id)).size).toBe(orgs.length);
  });
});
