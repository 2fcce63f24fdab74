import type { Core } from '../core.ts';
import { getQueries } from '../query/index.ts';
import { Session } from './session.ts';

const sessions = new WeakMap<Core, Session>();

/** The page's one session, attached to its core on first use. */
export function getSession(core: Core): Session {
  let session = sessions.get(core);
  if (!session) {
    session = new Session({ http: core.http, bus: core.bus, realtime: core.realtime, locale: () => core.config.locale, queries: getQueries(core) });
    sessions.set(core, session);
  }
  return session;
}

export { Session } from './session.ts';
