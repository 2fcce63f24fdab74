import proxyaddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { PlatformConfig } from '../config.ts';

/**
 * Which proxies are believed about the client's address (`TRUST_PROXY`, docs/operations.md): off,
 * a number of hops, or addresses/CIDRs. One rule for fastify's `request.ip` (platform/server.ts)
 * and for the socket's upgrade requests, which fastify never sees (platform/realtime/socket.ts).
 */
export function trustProxyOption(setting: PlatformConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** The client address of a raw request, exactly as fastify computes `request.ip` with the same setting. */
export function clientAddressOf(request: IncomingMessage, setting: PlatformConfig['trustProxy']): string {
  const trust = trustProxyOption(setting);
  if (trust === false) return request.socket.remoteAddress ?? '';
  const compiled = typeof trust === 'function' ? trust : proxyaddr.compile(trust === true ? [] : trust);
  return proxyaddr(request, trust === true ? () => true : compiled);
}
