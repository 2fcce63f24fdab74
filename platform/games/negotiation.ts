import type { FastifyRequest } from 'fastify';

/**
 * Response versions are chosen by media type (docs/api/games.md, contract §1): `application/vnd.s.v1+json` or
 * `…v2+json`, in `accept-client` (what the contract's frontend sends) or in `Accept` (what its
 * node proxy forwards). `accept-client` wins when both are present.
 */
export interface RequestedVersion {
  version: number | null;
  /** Where the version came from; `accept` means the vnd type should be echoed as Content-Type. */
  via: 'accept-client' | 'accept' | null;
}

const VND = /application\/vnd\.s\.v(\d{1,3})\+json/gi;

function versionsIn(header: string | string[] | undefined): number[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return [...text.matchAll(VND)].map((match) => Number(match[1]));
}

export function requestedVersion(request: FastifyRequest, preferred?: number): RequestedVersion {
  for (const via of ['accept-client', 'accept'] as const) {
    const versions = versionsIn(request.headers[via]);
    if (versions.length === 0) continue;
    const version = preferred !== undefined && versions.includes(preferred) ? preferred : (versions[0] as number);
    return { version, via };
  }
  return { version: null, via: null };
}

export const vndType = (version: number) => `application/vnd.s.v${version}+json; charset=utf-8`;
