/**
 * The subset of the Centrifugo client protocol v2 (JSON) that the built-in hub speaks: the codes and
 * request shapes centrifuge-js 5 sends. Codes and their meaning follow Centrifugo's codes.md.
 */
import { z } from 'zod';

/** Version reported in the connect reply (informational for clients). */
export const SERVER_VERSION = 'casino-kit-hub/1';

export interface ProtocolError {
  code: number;
  message: string;
  temporary?: boolean;
}

/** Errors of a reply: the connection stays open. */
export const ERRORS = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} satisfies Record<string, ProtocolError>;

export interface DisconnectCode {
  code: number;
  reason: string;
}

/** WebSocket close codes. 3000–3499: the client reconnects; 3500+: terminal. */
export const DISCONNECTS = {
  shutdown: { code: 3001, reason: 'shutdown' },
  expired: { code: 3005, reason: 'expired' },
  stale: { code: 3007, reason: 'stale' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  /** The node lost its Redis subscriber connection (publications may be lost): reconnect and recover (docs/api/realtime.md "Engines"). */
  insufficientState: { code: 3010, reason: 'insufficient state' },
  /** The login session the token was issued for ended (sign-out, revocation, password reset). */
  sessionEnded: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  /** Over the per-connection command rate (docs/api/realtime.md#limits). */
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
} satisfies Record<string, DisconnectCode>;

/** Subscribe request flags (client.proto): the client wants error 112 rather than recovered:false. */
export const FLAG_REJECT_UNRECOVERED = 2;

/** A server ping, and also what a client sends as pong: the empty object. */
export const PING_FRAME = '{}';

const offset = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const connectRequest = z.object({
  token: z.string().max(4096).optional(),
  name: z.string().max(64).optional(),
  version: z.string().max(64).optional(),
});

export const subscribeRequest = z.object({
  channel: z.string().min(1).max(255),
  recover: z.boolean().optional(),
  offset: offset.optional(),
  epoch: z.string().max(64).optional(),
  flag: z.number().int().nonnegative().optional(),
});

export const unsubscribeRequest = z.object({ channel: z.string().min(1).max(255) });

export const refreshRequest = z.object({ token: z.string().min(1).max(4096) });

export type SubscribeRequest = z.infer<typeof subscribeRequest>;

/** Request fields of client.proto that this hub does not serve, with the error it answers. */
export const UNSERVED_METHODS: Record<string, ProtocolError> = {
  publish: ERRORS.permissionDenied,
  presence: ERRORS.notAvailable,
  presence_stats: ERRORS.notAvailable,
  history: ERRORS.notAvailable,
  sub_refresh: ERRORS.notAvailable,
  rpc: ERRORS.methodNotFound,
};

/** The publication push, built by string concatenation so a fan-out serialises `data` once. */
export function publicationFrame(channel: string, dataJson: string, offsetValue: number): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${dataJson},"offset":${offsetValue}}}}`;
}

/**
 * A whole unmasked WebSocket text frame (RFC 6455 §5.2) around `payload`. Server frames are never
 * masked, so one framed buffer is valid for every subscriber: the fan-out builds it once.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length <= 0xffff ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) frame[1] = length;
  else if (length <= 0xffff) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
