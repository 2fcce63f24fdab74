import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { isLoopbackHostname } from '../mode.ts';

/**
 * Cookie sessions (docs/api.md, contract §1: no bearer tokens). The cookie carries 256 random bits; the table
 * keeps only their SHA-256. Idle and absolute expiry (config), a new token on every login,
 * server-side revocation on logout.
 */
export const SESSION_COOKIE = 'ck_session';
const TOUCH_EVERY_MS = 60_000;

export interface SessionInfo {
  id: number;
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface SessionRow {
  id: number;
  user_id: number;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A session stands at `now` while it is not revoked and within its absolute and idle expiry. */
const stands = (row: SessionRow, now: number, idleMs: number) =>
  !row.revoked_at && Date.parse(row.expires_at) > now && Date.parse(row.last_seen_at) + idleMs > now;

export function sessionPlugin(ctx: PlatformContext) {
  const byToken = ctx.db.prepare<[string], SessionRow>('SELECT id, user_id, last_seen_at, expires_at, revoked_at FROM sessions WHERE token_hash = ?');
  const touch = ctx.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?');

  return fp(async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const row = byToken.get(hashToken(token));
      const now = ctx.clock.now();
      if (!row || !stands(row, now, ctx.config.sessionIdleMs)) return;
      if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) touch.run(iso(now), row.id);
      request.session = { id: row.id, userId: row.user_id };
    });
  }, { name: 'session' });
}

/**
 * "https" is the request's protocol (X-Forwarded-Proto only with TRUST_PROXY) or an https PUBLIC_URL, so a
 * TLS-terminating proxy never yields a cookie without `Secure` (docs/operations.md).
 */
export const isSecureRequest = (request: FastifyRequest) => request.protocol === 'https' || Boolean(request.server.platform?.config.publicUrl.startsWith('https:'));

/**
 * The header the host's SDK sends from inside a partner's iframe (sdk/core.ts, `embedded` config;
 * docs/host.md "Embedded mode"). A page can only set it on its own requests, so it says nothing an
 * attacker could use: it only chooses the cookie's attributes below.
 */
export const EMBEDDED_HEADER = 'x-casino-embedded';
export const isEmbeddedRequest = (request: FastifyRequest) => request.headers[EMBEDDED_HEADER] === '1';

/**
 * The attributes of the platform's own cookies (docs/security.md "Session cookie"):
 * - first party: `SameSite=Lax` (`Secure` over https), never sent in another site's frame or cross-site POST;
 * - embedded (the SDK in a partner's iframe asked for it) over https: `SameSite=None; Secure; Partitioned`
 *   (CHIPS): kept only in the jar of the partner's top-level site, so it works while the browser
 *   blocks third-party cookies, and is never sent when the casino is framed by another site. CSRF stays
 *   closed by the X-Requested-With + Origin checks (platform/http/security.ts).
 * Over plain http (local development, same site) browsers refuse `None` without `Secure`: `Lax`.
 */
export function crossSiteAttributes(request: FastifyRequest): { sameSite: 'lax' | 'none'; secure: boolean; partitioned?: true } {
  const secure = isSecureRequest(request);
  if (isEmbeddedRequest(request) && (secure || loopbackDemo(request))) return { sameSite: 'none', secure: true, partitioned: true };
  return { sameSite: 'lax', secure };
}

/**
 * `npm start` (demo mode, plain http on loopback): browsers keep `Secure` cookies from
 * http://localhost and http://127.0.0.1 (potentially trustworthy origins), so the demo's partner
 * page on 127.0.0.1 can sign a player in inside its frame of http://localhost without TLS.
 */
const loopbackDemo = (request: FastifyRequest) =>
  request.server.platform?.config.mode === 'demo' && isLoopbackHostname((request.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, ''));

function cookieOptions(request: FastifyRequest, maxAgeMs: number) {
  return { path: '/', httpOnly: true, ...crossSiteAttributes(request), maxAge: Math.floor(maxAgeMs / 1000) };
}

/** Starts a session for `userId` (rotating any previous one of this browser) and sets the cookie. */
export function startSession(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply, userId: number): SessionInfo {
  if (request.session) revokeSession(ctx, request.session.id);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const { lastInsertRowid } = ctx.db
    .prepare('INSERT INTO sessions (user_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(userId, hashToken(token), request.ip, request.headers['user-agent'] ?? null, iso(now), iso(now), iso(now + ctx.config.sessionAbsoluteMs));
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, ctx.config.sessionAbsoluteMs));
  const session = { id: Number(lastInsertRowid), userId };
  request.session = session;
  return session;
}

/**
 * Whether login session `sessionId` still stands, by the cookie's own rules (game sessions are bound
 * to the login that launched them, docs/api/provider.md "Game sessions and the login"). With
 * `activity`, the caller's use counts like a request with the cookie: it slides the idle expiry
 * (never the absolute one), so a player busy in a game is not signed out for idling.
 */
export function loginStands(ctx: PlatformContext, sessionId: number, activity = false): boolean {
  const row = ctx.db.prepare<[number], SessionRow>('SELECT id, user_id, last_seen_at, expires_at, revoked_at FROM sessions WHERE id = ?').get(sessionId);
  const now = ctx.clock.now();
  if (!row || !stands(row, now, ctx.config.sessionIdleMs)) return false;
  if (activity && now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) ctx.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(iso(now), row.id);
  return true;
}

export function revokeSession(ctx: PlatformContext, sessionId: number): void {
  ctx.db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(iso(ctx.clock.now()), sessionId);
}

/** Ends this browser's session and clears the cookie. */
export function endSession(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply): void {
  if (request.session) revokeSession(ctx, request.session.id);
  request.session = null;
  // A partitioned cookie is cleared only by a Set-Cookie that is partitioned too.
  reply.clearCookie(SESSION_COOKIE, { path: '/', ...crossSiteAttributes(request) });
}

/** The signed-in user's id, or a 401 (which the SDK turns into logout → login). */
export function requireUser(request: FastifyRequest): number {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}
