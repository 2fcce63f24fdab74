/**
 * The channel → query table (sdk/query/channels.ts, docs/architecture.md "Channel → query table"):
 * for EVERY channel of the table, a publication through the real session's socket (or a public
 * follow) reaches every query that shows it — two observers per query stand for two widgets — with
 * no request for an update, and exactly one request per observed query for an invalidation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getCore, resetCore } from '../../sdk/core.ts';
import { CHANNEL_QUERIES } from '../../sdk/query/channels.ts';
import { followChannel } from '../../sdk/query/follow.ts';
import { getQueries, type QueryKey } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
// The tournaments' row of the table is put in place by their query module (every view of them loads it).
import '../../sdk/query/tournaments.ts';
import { getSession } from '../../sdk/session/index.ts';
import { FakeSocket, installFakePlatform } from './components/fake-platform.ts';

const at = '2026-11-20T10:00:00.000Z';
const player = { id: 42, email: 'mia@example.test', currency: 'EUR', language: 'en', statuses: [], auth_fields_missed: [] };
const eur = (amount_cents: number) => ({ currency: 'EUR', amount_cents, available_to_cashout_cents: amount_cents, active: true });
const payment = (id: number, state: string) => ({ id, amount_cents: 5000, currency: 'EUR', action: 'deposit', payment_system: 'visa', system_name: 'Visa', brand: 'visa', state, success: state === 'succeeded', recallable: false, created_at: at, finished_at: null });
const jackpot = (id: number, amount_cents: number, state = 'active') => ({ id, name: `Pot ${id}`, identifier: `pot-${id}`, state, currency: 'EUR', levels: [{ identifier: 'level_1', name: 'Mini', amount_cents }] });
const winner = (nickname: string) => ({ at: 1795261980, nickname, currency: 'EUR', game_identifier: 'netent/Starburst', game_title: 'Starburst', game_table_image_path: '/i.png', game_table_url: '/play/netent/Starburst', bet_amount_cents: 100, win_amount_cents: 108410, humanized_win: '€1,084.10' });

const entry = (tournament_id: number, award_place: number, nickname: string, points: number) => ({ tournament_id, award_place, nickname, points, bets: '0.0', bet_cents: 0, wins: '0.0', win_cents: 0, games_taken: 1, rate: 0, user_confirmed: true, tournament_team_id: null, award_place_in_team: null });
const tournament = (id: number, top: ReturnType<typeof entry>[]) => ({ id, title: `Race ${id}`, frontend_identifier: `race-${id}`, top_players: top });

/** A platform whose every GET answers a counter, so a test sees both requests and fresh data. */
function platform() {
  let served = 0;
  const list = () => [{ id: 1, served: ++served }];
  const installed = installFakePlatform({
    'POST /api/users/sign_in': () => player,
    'GET /api/player/accounts': () => [eur(10_000)],
    'GET /api/player/comp_points': () => ({ chargeable: { points: 120 }, persistent: { points: 300 } }),
    'GET /api/info/player_fields': () => ({ fields: [], contexts: {} }),
    'GET /api/player/settings': () => ({ cent: { user: '42', token: 't', url: 'ws://fake/connection/websocket' } }),
    'GET /api/player/payments': () => [payment(12, 'pending')],
    'GET /api/jackpots': () => [jackpot(1, 5_000), jackpot(2, 9_000)],
    'GET /api/stats/winners/latest': () => [winner('A'), winner('B')],
    'GET /api/tournaments': () => [tournament(7, [entry(7, 1, 'Ann', 90), entry(7, 2, 'Bob', 50)]), { ...tournament(8, [entry(8, 1, 'Cy', 10)]), teams: [{ id: 1, title: 'Red', place: 1, score: 10, members: 1 }, { id: 2, title: 'Blue', place: 2, score: 0, members: 0 }] }],
    'GET /api/tournaments/race-7': () => tournament(7, [entry(7, 1, 'Ann', 90), entry(7, 2, 'Bob', 50)]),
    'GET /api/tournaments/7/status': () => entry(7, 0, 'Mia', 0),
    'GET /list': list,
  });
  return installed;
}

/** Two observers (two widgets) of a key whose fetch is a GET of `path`. */
function observeTwice(key: QueryKey, path: string) {
  const core = getCore();
  const queries = getQueries(core);
  const query = { key, fetch: (signal: AbortSignal) => core.http.get(path, { signal }) };
  const stops = [queries.observe(query), queries.observe(query)];
  return { queries, stop: () => stops.forEach((stop) => stop()) };
}

async function signedIn() {
  const installed = platform();
  const core = getCore();
  const session = getSession(core);
  await session.login({ email: 'mia@example.test', password: 'x' });
  await expect.poll(() => FakeSocket.instances[0]?.subscribedChannels().includes('balance#42')).toBe(true);
  return { ...installed, core, session, socket: FakeSocket.instances[0]! };
}

const requests = (calls: string[], path: string) => calls.filter((call) => call === `GET ${path}`).length;

/** For each channel: how a test proves it. `update` channels must make no request at all. */
const CASES: Record<string, () => Promise<void>> = {
  async balance() {
    const { calls, session, socket, core } = await signedIn();
    const balances: number[] = [];
    core.bus.on('balance', (event) => balances.push(event.amount_cents));
    const before = calls.length;
    socket.publish('balance#42', eur(12_345), 1);
    await expect.poll(() => session.activeAccount.value?.amount_cents).toBe(12_345);
    expect(getQueries(core).getQueryData(KEYS.accounts)).toEqual([expect.objectContaining({ amount_cents: 12_345 })]);
    expect(balances).toEqual([12_345]);
    expect(calls.length).toBe(before);
  },
  async comps_award() {
    const { calls, session, socket } = await signedIn();
    const before = calls.length;
    socket.publish('comps_award#42', { chargeable: { points: 500 }, persistent: { points: 900 } }, 1);
    await expect.poll(() => session.compPoints.value?.chargeable.points).toBe(500);
    expect(calls.length).toBe(before);
  },
  async payments_changes() {
    const { calls, socket, core } = await signedIn();
    const queries = getQueries(core);
    const stops = [0, 1].map(() => queries.observe({ key: KEYS.payments, fetch: (signal) => core.http.get('/api/player/payments', { signal }) }));
    await expect.poll(() => queries.getQueryData(KEYS.payments)).toBeDefined();
    const before = calls.length;
    // A status change merges into its payment; a full new payment goes on top.
    const { system_name: _name, brand: _brand, ...change } = payment(12, 'succeeded');
    socket.publish('payments_changes#42', change, 1);
    socket.publish('payments_changes#42', payment(13, 'pending'), 2);
    await expect.poll(() => (queries.getQueryData(KEYS.payments) as { id: number; state: string }[]).map((p) => `${p.id}:${p.state}`)).toEqual(['13:pending', '12:succeeded']);
    expect(calls.length).toBe(before);
    stops.forEach((stop) => stop());
  },
  async jackpots_changes() {
    const { calls } = platform();
    const core = getCore();
    const queries = getQueries(core);
    const stops = [0, 1].map(() => queries.observe({ key: KEYS.jackpots, fetch: (signal) => core.http.get('/api/jackpots', { signal }) }));
    const unfollow = [followChannel(core, 'public:jackpots_changes'), followChannel(core, 'public:jackpots_changes')];
    await expect.poll(() => queries.getQueryData(KEYS.jackpots)).toBeDefined();
    await expect.poll(() => FakeSocket.instances[0]?.subscribedChannels()).toEqual(['public:jackpots_changes']);
    const before = calls.length;
    FakeSocket.instances[0]!.publish('public:jackpots_changes', jackpot(1, 7_000), 1);
    FakeSocket.instances[0]!.publish('public:jackpots_changes', jackpot(2, 0, 'inactive'), 2);
    await expect.poll(() => (queries.getQueryData(KEYS.jackpots) as { id: number; levels: { amount_cents: number }[] }[]).map((j) => `${j.id}:${j.levels[0]!.amount_cents}`)).toEqual(['1:7000']);
    expect(calls.length).toBe(before);
    unfollow.forEach((stop) => stop());
    stops.forEach((stop) => stop());
  },
  async tournaments_statuses() {
    const { calls, socket, core } = await signedIn();
    const queries = getQueries(core);
    const keys = { list: [...KEYS.tournamentList, 'en'], one: [...KEYS.tournament, 'race-7', 'en'], mine: [...KEYS.tournamentStatus, 7] };
    const paths = { list: '/api/tournaments', one: '/api/tournaments/race-7', mine: '/api/tournaments/7/status' };
    const stops = Object.entries(keys).flatMap(([name, key]) => [0, 1].map(() => queries.observe({ key, fetch: (signal) => core.http.get(paths[name as 'list'], { signal }) })));
    await expect.poll(() => Object.values(keys).every((key) => queries.getQueryData(key) !== undefined)).toBe(true);
    const before = calls.length;
    // The player's own statuses: their status, and their entry in each board by place and nickname.
    socket.publish('tournaments_statuses#42', [entry(7, 2, 'Mia', 95), entry(8, 1, 'Cy', 15)], 1);
    const board = (data: unknown) => (data as { top_players: { award_place: number; nickname: string; points: number }[] }).top_players.map((p) => `${p.award_place}:${p.nickname}:${p.points}`);
    await expect.poll(() => queries.getQueryData(keys.mine)).toEqual(expect.objectContaining({ nickname: 'Mia', award_place: 2, points: 95 }));
    expect(board(queries.getQueryData(keys.one))).toEqual(['1:Ann:90', '2:Mia:95']);
    const list = queries.getQueryData(keys.list) as unknown[];
    expect(board(list[0])).toEqual(['1:Ann:90', '2:Mia:95']);
    expect(board(list[1])).toEqual(['1:Cy:15']);
    expect(calls.length).toBe(before);
    stops.forEach((stop) => stop());
  },
  async tournaments_changes() {
    const { calls } = platform();
    const core = getCore();
    const queries = getQueries(core);
    const keys = { list: [...KEYS.tournamentList, 'en'], one: [...KEYS.tournament, 'race-7', 'en'] };
    const stops = [
      ...[0, 1].map(() => queries.observe({ key: keys.list, fetch: (signal) => core.http.get('/api/tournaments', { signal }) })),
      ...[0, 1].map(() => queries.observe({ key: keys.one, fetch: (signal) => core.http.get('/api/tournaments/race-7', { signal }) })),
    ];
    const unfollow = followChannel(core, 'public:tournaments_changes');
    await expect.poll(() => queries.getQueryData(keys.list) !== undefined && queries.getQueryData(keys.one) !== undefined).toBe(true);
    await expect.poll(() => FakeSocket.instances[0]?.subscribedChannels()).toEqual(['public:tournaments_changes']);
    const before = calls.length;
    // The whole top 10 replaces the board of its tournament wherever it is shown.
    FakeSocket.instances[0]!.publish('public:tournaments_changes', { tournament_id: 7, top_players: [entry(7, 1, 'Bob', 120), entry(7, 2, 'Ann', 90)] }, 1);
    const board = (data: unknown) => (data as { top_players: { award_place: number; nickname: string }[] }).top_players.map((p) => `${p.award_place}:${p.nickname}`);
    await expect.poll(() => board(queries.getQueryData(keys.one))).toEqual(['1:Bob', '2:Ann']);
    const list = queries.getQueryData(keys.list) as unknown[];
    expect(board(list[0])).toEqual(['1:Bob', '2:Ann']);
    expect(board(list[1])).toEqual(['1:Cy']);
    // A team tournament's standings ride along: they replace the shown ones in order, each keeping its title by id.
    FakeSocket.instances[0]!.publish('public:tournaments_changes', { tournament_id: 8, top_players: [entry(8, 1, 'Di', 50), entry(8, 2, 'Cy', 10)], teams: [{ id: 2, place: 1, score: 50, members: 1 }, { id: 1, place: 2, score: 10, members: 1 }] }, 2);
    await expect.poll(() => ((queries.getQueryData(keys.list) as { teams?: { title: string; place: number; score: number }[] }[])[1]!.teams ?? []).map((team) => `${team.place}:${team.title}:${team.score}`)).toEqual(['1:Blue:50', '2:Red:10']);
    expect(calls.length).toBe(before);
    unfollow();
    stops.forEach((stop) => stop());
  },
  async wins() {
    const { calls } = platform();
    const core = getCore();
    const queries = getQueries(core);
    // Two lists of different lengths (the host's feed keys: `winners:<limit>`).
    const stops = [2, 3].map((limit) => queries.observe({ key: [...KEYS.winners, String(limit)], fetch: (signal) => core.http.get('/api/stats/winners/latest', { signal }) }));
    const unfollow = followChannel(core, 'public:wins');
    await expect.poll(() => queries.getQueryData([...KEYS.winners, '3'])).toBeDefined();
    await expect.poll(() => FakeSocket.instances[0]?.subscribedChannels()).toEqual(['public:wins']);
    const before = calls.length;
    FakeSocket.instances[0]!.publish('public:wins', winner('New'), 1);
    await expect.poll(() => (queries.getQueryData([...KEYS.winners, '2']) as { nickname: string }[]).map((w) => w.nickname)).toEqual(['New', 'A']);
    expect((queries.getQueryData([...KEYS.winners, '3']) as { nickname: string }[]).map((w) => w.nickname)).toEqual(['New', 'A', 'B']);
    expect(calls.length).toBe(before);
    unfollow();
    stops.forEach((stop) => stop());
  },
};

/** Channels that invalidate: one fetch per observed query however many widgets show it. */
for (const [name, rule] of Object.entries(CHANNEL_QUERIES)) {
  if (rule.updates || CASES[name]) continue;
  CASES[name] = async () => {
    const { calls, socket } = await signedIn();
    const observed = rule.invalidates!.map((key) => observeTwice(key, '/list'));
    await expect.poll(() => requests(calls, '/list')).toBe(rule.invalidates!.length);
    await expect.poll(() => observed.every(({ queries }, i) => queries.getQueryData(rule.invalidates![i]!) !== undefined)).toBe(true);
    const before = calls.filter((call) => call !== 'GET /list').length;
    socket.publish(`${name}#42`, {}, 1);
    // Every observer sees the new answer (a fresh `served` number).
    const served = (i: number) => (observed[i]!.queries.getQueryData(rule.invalidates![i]!) as { served: number }[])[0]!.served;
    for (const i of observed.keys()) await expect.poll(() => served(i)).toBeGreaterThan(rule.invalidates!.length);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests(calls, '/list')).toBe(2 * rule.invalidates!.length);
    const others = calls.filter((call) => call !== 'GET /list').slice(before);
    // A group change also makes the session read the player's statuses once (sdk/session/session.ts, docs/product/notifications-and-banners.md#banner-visibility).
    if (name === 'groups_updates') expect(others).toEqual(['GET /api/player']);
    else expect(others).toEqual([]);
    observed.forEach(({ stop }) => stop());
  };
}

describe('channel → query table: a push updates every query that shows it, with no extra request', () => {
  afterEach(() => resetCore());

  it('every channel of the table has a test here, and every per-user channel the session subscribes is in the table', async () => {
    const { USER_CHANNELS } = await import('../../sdk/session/session.ts');
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(CHANNEL_QUERIES).sort());
    for (const channel of USER_CHANNELS) expect(CHANNEL_QUERIES, channel).toHaveProperty(channel);
  });

  for (const [name, run] of Object.entries(CASES)) it(name, run);
});
