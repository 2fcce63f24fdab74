/**
 * `npm run operator -- <command>`: the bonus, tournament, lottery and affiliate operator API from a shell (docs/operations.md
 * "Operator API"; the routes: platform/bonuses/operator.ts, platform/competitions/operator.ts, platform/lotteries/operator.ts,
 * platform/affiliates/routes.ts). Talks HTTP to `CASINO_URL` (default
 * http://127.0.0.1:8080, where `npm start` listens) with `OPERATOR_API_KEY`; prints JSON answers;
 * exits 1 with one clear line on any error, 2 on a usage error.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

const USAGE = `usage: npm run operator -- <command>
  campaigns list                               every campaign with its current definition
  campaigns define <key> <file.json>           define a campaign, or a new version of it
  campaigns deactivate <key>                   issue nothing more from a campaign
  gift <campaign> --user <id> [--user <id>…]   issue a campaign to players
  gift <campaign> --group <id>                 issue a campaign to every member of a group
       [--key <idempotency key>]               repeat a gift safely (default: a new key)
  bonuses --user <id>                          a player's bonuses and free-spin packs
  tournaments list                             every tournament (and quest) with its status
  tournaments create <key> <file.json>         define a tournament, or a new version of it
  tournaments show <key> [--limit <n>]         one tournament: definition, leaderboard, awards
  tournaments teams <key>                      a team tournament's standings, members and winner
  quests rewards <key> [<file.json>]           a quest's level rewards; with a file, replace them ({"<level>": QuestReward})
  lotteries list                               every lottery (commitment, tickets, winners)
  lotteries create <slug> <file.json>          create a lottery from a LotteryDefinition (docs/api/lotteries.md)
  lotteries show <id or slug>                  one lottery
  lotteries draw <id or slug>                  end a lottery now and draw it (prizes paid once)
  affiliates report --from <day> --to <day>    clicks, registrations, deposits and NGR per stag, as a table
       [--stag <stag>] [--json]                (days YYYY-MM-DD, both included; or UTC timestamps)
environment: CASINO_URL (default http://127.0.0.1:8080), OPERATOR_API_KEY (required)`;

class UsageError extends Error {}

function options(args: string[]): { positional: string[]; flags: Map<string, string[]> } {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = args[++i];
    if (value === undefined) throw new UsageError(`${arg} needs a value`);
    flags.set(arg.slice(2), [...(flags.get(arg.slice(2)) ?? []), value]);
  }
  return { positional, flags };
}

function id(value: string | undefined, what: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new UsageError(`${what} must be a whole number, got "${value ?? ''}"`);
  return number;
}

/** A definition file's JSON. */
function readDefinition(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** The request a command makes; `null` body for GET. `table`: print the answer as a table instead of JSON. */
function requestFor(args: string[]): { method: string; path: string; body?: unknown; headers?: Record<string, string>; table?: (body: unknown) => string } {
  const { positional, flags } = options(args.filter((arg) => arg !== '--json'));
  const [command, sub, ...rest] = positional;
  if (command === 'affiliates' && sub === 'report') {
    const from = flags.get('from')?.[0];
    const to = flags.get('to')?.[0];
    if (!from || !to) throw new UsageError('affiliates report needs --from <day> --to <day>');
    const query = new URLSearchParams({ from, to });
    const stag = flags.get('stag')?.[0];
    if (stag) query.set('stag', stag);
    return { method: 'GET', path: `/api/operator/affiliates/report?${query}`, table: args.includes('--json') ? undefined : affiliateTable };
  }
  if (command === 'campaigns' && sub === 'list') return { method: 'GET', path: '/operator/api/campaigns' };
  if (command === 'campaigns' && sub === 'define') {
    const [key, file] = rest;
    if (!key || !file) throw new UsageError('campaigns define needs <key> <file.json>');
    return { method: 'PUT', path: `/operator/api/campaigns/${encodeURIComponent(key)}`, body: readDefinition(file) };
  }
  if (command === 'tournaments' && sub === 'list') return { method: 'GET', path: '/operator/api/tournaments' };
  if (command === 'tournaments' && sub === 'create') {
    const [key, file] = rest;
    if (!key || !file) throw new UsageError('tournaments create needs <key> <file.json>');
    return { method: 'PUT', path: `/operator/api/tournaments/${encodeURIComponent(key)}`, body: readDefinition(file) };
  }
  if (command === 'tournaments' && sub === 'show') {
    if (!rest[0]) throw new UsageError('tournaments show needs <key>');
    const limit = flags.get('limit')?.[0];
    return { method: 'GET', path: `/operator/api/tournaments/${encodeURIComponent(rest[0])}${limit === undefined ? '' : `?limit=${id(limit, '--limit')}`}` };
  }
  if (command === 'tournaments' && sub === 'teams') {
    if (!rest[0]) throw new UsageError('tournaments teams needs <key>');
    return { method: 'GET', path: `/operator/api/tournaments/${encodeURIComponent(rest[0])}/teams` };
  }
  if (command === 'quests' && sub === 'rewards') {
    const [key, file] = rest;
    if (!key) throw new UsageError('quests rewards needs <key> [<file.json>]');
    const path = `/operator/api/tournaments/${encodeURIComponent(key)}/quest_rewards`;
    return file ? { method: 'PUT', path, body: readDefinition(file) } : { method: 'GET', path };
  }
  if (command === 'campaigns' && sub === 'deactivate') {
    if (!rest[0]) throw new UsageError('campaigns deactivate needs <key>');
    return { method: 'POST', path: `/operator/api/campaigns/${encodeURIComponent(rest[0])}/deactivate` };
  }
  if (command === 'gift') {
    if (!sub) throw new UsageError('gift needs <campaign>');
    const users = (flags.get('user') ?? []).map((value) => id(value, '--user'));
    const group = flags.get('group');
    if ((users.length > 0) === (group !== undefined)) throw new UsageError('gift needs either --user <id> (repeatable) or --group <id>');
    const key = flags.get('key')?.[0] ?? `cli-${randomUUID()}`;
    return {
      method: 'POST',
      path: '/operator/api/gifts',
      body: { campaign: sub, ...(users.length > 0 ? { user_ids: users } : { group_id: id(group?.[0], '--group') }) },
      headers: { 'Idempotency-Key': key },
    };
  }
  if (command === 'bonuses') {
    const user = flags.get('user')?.[0];
    if (user === undefined) throw new UsageError('bonuses needs --user <id>');
    return { method: 'GET', path: `/operator/api/bonuses?user_id=${id(user, '--user')}` };
  }
  if (command === 'lotteries' && sub === 'list') return { method: 'GET', path: '/operator/api/lotteries' };
  if (command === 'lotteries' && sub === 'create') {
    const [slug, file] = rest;
    if (!slug || !file) throw new UsageError('lotteries create needs <slug> <file.json>');
    return { method: 'POST', path: '/operator/api/lotteries', body: { slug, definition: readDefinition(file) } };
  }
  if (command === 'lotteries' && (sub === 'show' || sub === 'draw')) {
    if (!rest[0]) throw new UsageError(`lotteries ${sub} needs <id or slug>`);
    const path = `/operator/api/lotteries/${encodeURIComponent(rest[0])}`;
    return sub === 'show' ? { method: 'GET', path } : { method: 'POST', path: `${path}/draw` };
  }
  throw new UsageError(command ? `unknown command: ${[command, sub].filter(Boolean).join(' ')}` : 'no command');
}

interface ReportRow {
  stag: string;
  clicks: number;
  registrations: number;
  currencies: { currency: string; first_deposits: number; first_deposits_cents: number; deposits: number; deposits_cents: number; ngr_cents: number }[];
}

/** Cents as a plain decimal (`1234` → `12.34`); the report's currencies all have 2 decimals or none shown. */
const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The affiliate report as a text table: one line per stag and currency (a stag without money: one line, `-`). */
function affiliateTable(body: unknown): string {
  const { from, to, stags } = body as { from: string; to: string; stags: ReportRow[] };
  const head = ['stag', 'clicks', 'registrations', 'currency', 'first deposits', 'first deposit amount', 'deposits', 'deposit amount', 'NGR'];
  const lines: string[][] = [];
  for (const row of stags) {
    const money = row.currencies.length > 0 ? row.currencies : [null];
    for (const figures of money) {
      lines.push([
        row.stag,
        String(row.clicks),
        String(row.registrations),
        figures?.currency ?? '-',
        String(figures?.first_deposits ?? 0),
        figures ? amount(figures.first_deposits_cents) : '-',
        String(figures?.deposits ?? 0),
        figures ? amount(figures.deposits_cents) : '-',
        figures ? amount(figures.ngr_cents) : '-',
      ]);
    }
  }
  const widths = head.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (line: string[]) => line.map((cell, column) => (column === 0 || column === 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  const table = [format(head), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)];
  return [`affiliates from ${from} to ${to} (end excluded)`, ...(lines.length > 0 ? table : ['no affiliate activity in this period'])].join('\n');
}

/** One line saying what went wrong, from the API's `{errors, code}` answer. */
function explain(status: number, body: unknown, base: string): string {
  const first = Object.values((body as { errors?: Record<string, string[]> } | null)?.errors ?? {})[0]?.[0] ?? '';
  // An absent route (the API is off: every operator route answers as absent) versus e.g. an unknown campaign.
  if (status === 404 && (first === '' || first.startsWith('No route for'))) {
    return `404 from ${base}: the operator API is off there (the server has no OPERATOR_API_KEY) or CASINO_URL is not a Casino Kit platform`;
  }
  if (status === 401) return `401: the server refused OPERATOR_API_KEY`;
  const errors = (body as { errors?: Record<string, string[]> } | null)?.errors;
  const detail = errors ? Object.entries(errors).map(([field, messages]) => `${field === 'base' ? '' : `${field} `}${messages.join(', ')}`).join('; ') : JSON.stringify(body);
  return `${status}: ${detail}`;
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const request = requestFor(args);
  const key = process.env.OPERATOR_API_KEY?.trim();
  if (!key) throw new Error('OPERATOR_API_KEY is not set (the key the server was started with)');
  const base = (process.env.CASINO_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${key}`,
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(`cannot reach ${base} (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}); is the server running? set CASINO_URL`, { cause: error });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: shown as text
  }
  if (!response.ok) throw new Error(explain(response.status, body, base));
  console.log(request.table ? request.table(body) : JSON.stringify(body, null, 2));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`operator: ${error.message}`);
    if (error instanceof UsageError) console.error(USAGE);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
