import { teamPortContract } from '@test/contracts/team-port.contract';
import { useStandInServer } from '@test/msw/use-stand-in-server';
import { answeringFetch } from '@test/support/answering-fetch';
import { createJsonClient, type JsonClientLogEntry } from '../shared/json-client';
import { createTeamHttp } from './team-http';

const over = useStandInServer();
// wired as every HTTP adapter over the stand-in is (test/msw/http-adapters.ts)
const port = over.teams;

teamPortContract(() => port);

/** a port whose every GET answers `body` (status 200), recording the URLs asked for and the log */
function portAnswering(body: unknown) {
  const { fetchImpl, urls } = answeringFetch(body);
  const logs: JsonClientLogEntry[] = [];
  const make = (service: 'organisations' | 'loaned') =>
    createJsonClient({
      baseUrl: `http://${service}.test/`,
      service,
      fetchImpl,
      log: (e) => {
        logs.push(e);
      },
    });
  return { port: createTeamHttp({ organisations: make('organisations'), loaned: make('loaned') }), urls, logs };
}

describe('teams over the stand-in', () => {
  it('asks the documented paths: the squad with its season, a player by encoded id or slug, loans with the team', async () => {
    const { port: p, urls } = portAnswering({});
    await p.squad('t3');
    await p.squad('t1', '2024-25');
    await p.player('a b/c');
    await p.loans('t2');
    await p.loans();
    expect(urls).toEqual([
      // no season: the service's current one
      'http://organisations.test/teams/t3/squad',
      'http://organisations.test/teams/t1/squad?season=2024-25',
      'http://organisations.test/players/a%20b%2Fc',
      'http://loaned.test/?team=t2',
      'http://loaned.test/',
    ]);
  });

  it('asks nothing for a name that names nothing (empty or a dot segment a URL would resolve away)', async () => {
    const { port: p, urls } = portAnswering({});
    for (const name of ['', ' ', '.', '..']) {
      expect(await p.player(name)).toEqual({ ok: false, error: { code: 'TEAM.PLAYER_NOT_FOUND', player: name } });
      expect(await p.squad(name)).toEqual({ ok: false, error: { code: 'TEAM.NOT_FOUND', teamId: name } });
    }
    expect(urls).toEqual([]);
  });

  it('drops a malformed player from a squad, keeps the rest, and logs it once', async () => {
    const squad = await port.squad('t1');
    if (!squad.ok) expect.fail(squad.error.code);
    const [good] = (
      (await (await fetch(`${over.origin}/organisations/teams/t1/squad`)).json()) as { players: unknown[] }
    ).players;
    const players = [
      good,
      { ...(good as object), position: 'Sweeper' },
      { ...(good as object), dateOfBirth: '23/11/2008' },
      { playerID: 7 },
    ];
    const { port: p, logs } = portAnswering({ teamID: 't1', season: '2025-26', players, staff: [] });
    const r = await p.squad('t1');
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.players.map((x) => x.playerID)).toEqual([squad.value.players[0]!.playerID]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ code: 'SERVICE.INVALID_RESPONSE', service: 'organisations' });
    expect(logs[0]!.reason).toContain('dropped 3');
  });

  it('a broken envelope or profile is SERVICE.INVALID_RESPONSE', async () => {
    const invalid = (service: string) => ({ ok: false, error: { code: 'SERVICE.INVALID_RESPONSE', service } });
    expect(await portAnswering({ teams: 'none' }).port.teams()).toEqual(invalid('organisations'));
    expect(await portAnswering({ teamID: 't1', season: '2025-26', players: [] }).port.squad('t1')).toEqual(
      invalid('organisations'),
    );
    expect(await portAnswering({ playerID: 't1-p01' }).port.player('t1-p01')).toEqual(invalid('organisations'));
    expect(await portAnswering({ loans: [] }).port.loans()).toEqual(invalid('loaned'));
  });

  it.each([
    ['500', 'SERVICE.UNAVAILABLE'],
    ['malformed', 'SERVICE.INVALID_RESPONSE'],
    ['schema', 'SERVICE.INVALID_RESPONSE'],
  ] as const)("the stand-in's %s fault is %s on every call, naming the service that failed", async (kind, code) => {
    over.control.setFault('organisations', kind);
    for (const r of [await port.teams(), await port.squad('t1'), await port.player('t1-p01')])
      expect(r).toEqual({ ok: false, error: { code, service: 'organisations' } });
    expect((await port.loans()).ok).toBe(true);
    over.control.setFault('loaned', kind);
    expect(await port.loans()).toEqual({ ok: false, error: { code, service: 'loaned' } });
  });
});
