import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackHostname } from '../mode.ts';
import { forbidden } from './errors.ts';

/**
 * Guards of the demo-only routes (dev mailbox, sandbox payment pages, sandbox jackpot tick;
 * docs/security.md "Demo mode"). They are only registered in demo mode, and each request must
 * come from this machine: the socket's peer is loopback (never X-Forwarded-For, which demo mode
 * refuses anyway) and the Host is a loopback name, so neither a remote client nor a DNS-rebound
 * page (Host: evil.example) gets through.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopbackPeer = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  return loopbackPeer && isLoopbackHostname(host);
}

export function assertLocalRequest(request: FastifyRequest): void {
  if (!isLocalRequest(request)) throw forbidden('Demo tools only answer this machine (loopback)', 'demo_loopback_only');
}

/** Pages nobody may frame (clickjacking): the demo tools and the /demo pages. `csp` adds directives. */
export function forbidFraming(reply: FastifyReply, csp = "default-src 'none'; style-src 'unsafe-inline'"): FastifyReply {
  return reply.header('X-Frame-Options', 'DENY').header('Content-Security-Policy', csp ? `${csp}; frame-ancestors 'none'` : "frame-ancestors 'none'");
}
