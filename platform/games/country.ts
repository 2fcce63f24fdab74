import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { countryForRequest, debugCountry } from '../info/geo.ts';

/**
 * The country provider restrictions are applied for, in this order:
 * 1. `X-Debug-Country` on a loopback request in demo mode (platform/info/geo.ts; ignored otherwise);
 * 2. the signed-in player's registered country;
 * 3. the address lookup of platform/info/geo.ts (loopback and private → the dev country).
 */
export function restrictionCountry(db: Db, request: FastifyRequest, devCountry: string): string | null {
  const debug = debugCountry(request);
  if (debug) return debug;
  if (request.session) {
    const country = playerCountry(db, request.session.userId);
    if (country) return country;
  }
  return countryForRequest(request, devCountry);
}

const statements = new WeakMap<Db, (userId: number) => { country: string | null; currency: string } | undefined>();

export function playerProfile(db: Db, userId: number): { country: string | null; currency: string } | undefined {
  let lookup = statements.get(db);
  if (!lookup) {
    const statement = db.prepare<[number], { country: string | null; currency: string }>('SELECT country, currency FROM users WHERE id = ?');
    lookup = (id) => statement.get(id);
    statements.set(db, lookup);
  }
  return lookup(userId);
}

const playerCountry = (db: Db, userId: number) => playerProfile(db, userId)?.country?.trim().toUpperCase() || null;
