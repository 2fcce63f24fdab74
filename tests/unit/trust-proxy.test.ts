import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../platform/http/trust-proxy.ts';

/** The socket's per-address cap counts the same client address as fastify's `request.ip` (docs/operations.md TRUST_PROXY). */
describe('client address behind a proxy', () => {
  const request = (peer: string, forwarded?: string) =>
    ({ socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

  it('is the TCP peer while no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(request('10.0.0.2', '203.0.113.7'), false)).toBe('10.0.0.2');
  });

  it('is the forwarded client behind a trusted hop or a trusted proxy address', () => {
    expect(clientAddressOf(request('10.0.0.2', '203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddressOf(request('10.0.0.2', '203.0.113.7'), ['10.0.0.2'])).toBe('203.0.113.7');
  });

  it('does not believe a proxy that is not trusted, nor more hops than configured', () => {
    expect(clientAddressOf(request('10.0.0.9', '203.0.113.7'), ['10.0.0.2'])).toBe('10.0.0.9');
    expect(clientAddressOf(request('10.0.0.2', '198.51.100.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
  });
});
