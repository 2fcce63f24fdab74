/**
 * Helpers for the realtime tests: a raw protocol client over `ws` (for what centrifuge-js would
 * hide: exact frames, batching, close codes, pings) and awaiting conditions without sleeping.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { iso } from '../../platform/clock.ts';
import type { Hub } from '../../platform/realtime/hub.ts';
import type { WsTransport } from '../../platform/realtime/socket.ts';
import { socketSecret, signSocketToken } from '../../platform/realtime/token.ts';
import type { TestPlatform } from './harness.ts';

export const socketUrl = (platform: TestPlatform) => `${platform.url.replace(/^http/, 'ws')}/connection/websocket`;

export const hubOf = (platform: TestPlatform) => platform.ctx.publisher as Hub;

/** Drops a user's connections from the server side without a close frame (a dead network). */
export function killSocketsOf(hub: Hub, userId: string | number): void {
  for (const session of hub.sessionsOf(String(userId))) (session.transport as WsTransport).webSocket.terminate();
}

/** A live login session row for `userId` (what signing in creates); returns its id. */
export function loginSessionFor(platform: TestPlatform, userId: string | number): number {
  const now = platform.clock.now();
  const { lastInsertRowid } = platform.ctx.db
    .prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(Number(userId), randomBytes(16).toString('hex'), iso(now), iso(now), iso(now + platform.ctx.config.sessionAbsoluteMs));
  return Number(lastInsertRowid);
}

/** A socket token as GET /api/player/settings issues it; a player's names a live login session (a new one unless `sid`). */
export async function tokenFor(platform: TestPlatform, sub: string | number, options: { ageMs?: number; ttlSeconds?: number; sid?: number } = {}) {
  const sid = String(sub) === '' ? undefined : (options.sid ?? loginSessionFor(platform, sub));
  return await signSocketToken(socketSecret(platform.ctx), String(sub), platform.clock.now() - (options.ageMs ?? 0), { ttlSeconds: options.ttlSeconds, sid });
}

/** Polls `condition` on every macrotask until it holds (or fails after `timeoutMs`). */
export async function until(condition: () => boolean, timeoutMs = 3_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export class RawClient {
  readonly messages: any[] = [];
  readonly frames: string[] = [];
  closeCode: number | undefined;
  closeReason = '';
  private nextId = 1;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      for (const line of text.split('\n')) if (line.trim() !== '') this.messages.push(JSON.parse(line));
    });
    ws.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const client = new RawClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** Sends commands (objects get an id unless they are `{}`) in one frame; returns their ids. */
  send(...commands: object[]): number[] {
    const ids: number[] = [];
    const lines = commands.map((command) => {
      if (Object.keys(command).length === 0 || 'id' in command) return JSON.stringify(command);
      const id = this.nextId++;
      ids.push(id);
      return JSON.stringify({ id, ...command });
    });
    this.ws.send(lines.join('\n'));
    return ids;
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  async reply(id: number): Promise<any> {
    await until(() => this.messages.some((message) => message.id === id), 3_000, `reply ${id}`);
    return this.messages.find((message) => message.id === id);
  }

  /** Sends one command and returns its reply. */
  async call(command: object): Promise<any> {
    const [id] = this.send(command);
    return this.reply(id!);
  }

  async connect(token: string): Promise<any> {
    return this.call({ connect: { token, name: 'test' } });
  }

  pushes(channel?: string): any[] {
    return this.messages.filter((message) => message.push && (channel === undefined || message.push.channel === channel)).map((message) => message.push);
  }

  async closed(): Promise<number> {
    await until(() => this.closeCode !== undefined, 3_000, 'close');
    return this.closeCode!;
  }

  close(): void {
    this.ws.close();
  }
}
