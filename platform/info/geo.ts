import type { FastifyRequest } from 'fastify';
import { countryByCode } from './countries.ts';

/**
 * Development geo lookup. There is no GeoIP database in the reference platform, so:
 * - loopback and private addresses belong to the dev country (env DEV_COUNTRY, default DE);
 * - the documentation networks of RFC 5737 map to fixed countries, so demos behind a proxy can
 *   still show other regions: 192.0.2.0/24 → DE, 198.51.100.0/24 → AU, 203.0.113.0/24 → CA;
 * - any other address is unknown (null).
 * In demo mode only, a loopback caller may pretend to be elsewhere with `X-Debug-Country: AU`
 * (tests and demos of restricted regions). The header is ignored in production and from any
 * other address (the socket's peer, never X-Forwarded-For), so it cannot be used to dodge a geo
 * restriction (docs/security.md "Demo mode").
 */
export const DEBUG_COUNTRY_HEADER = 'x-debug-country';

export function devCountryFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const code = (env.DEV_COUNTRY ?? 'DE').trim().toUpperCase();
  return countryByCode(code) ? code : 'DE';
}

/** IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is reduced to its IPv4 form. */
const plainIp = (ip: string) => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

export function isLoopback(ip: string): boolean {
  const address = plainIp(ip);
  return address === '::1' || /^127\./.test(address);
}

function isPrivate(address: string): boolean {
  return /^10\./.test(address) || /^192\.168\./.test(address) || /^172\.(1[6-9]|2\d|3[01])\./.test(address) || /^f[cd][0-9a-f]{2}:/i.test(address);
}

const DOCUMENTATION_NETWORKS: [RegExp, string][] = [
  [/^192\.0\.2\./, 'DE'],
  [/^198\.51\.100\./, 'AU'],
  [/^203\.0\.113\./, 'CA'],
];

export function countryForIp(ip: string, devCountry: string): string | null {
  const address = plainIp(ip);
  if (isLoopback(address) || isPrivate(address)) return devCountry;
  for (const [network, country] of DOCUMENTATION_NETWORKS) if (network.test(address)) return country;
  return null;
}

/** The known country of `X-Debug-Country` when honoured (demo mode, loopback peer), else null. */
export function debugCountry(request: FastifyRequest): string | null {
  const header = request.headers[DEBUG_COUNTRY_HEADER];
  if (typeof header !== 'string') return null;
  if (request.server.platform?.config.mode !== 'demo' || !isLoopback(request.socket.remoteAddress ?? '')) return null;
  return countryByCode(header.trim())?.code ?? null;
}

/** The request's country: the debug header (demo mode, loopback only, known code) or the address lookup. */
export function countryForRequest(request: FastifyRequest, devCountry: string): string | null {
  return debugCountry(request) ?? countryForIp(request.ip, devCountry);
}
