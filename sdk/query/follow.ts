import type { Core } from '../core.ts';
import { applyPush } from './channels.ts';
import { getQueries } from './index.ts';

const follows = new WeakMap<Core, Map<string, { count: number; stop: () => void }>>();

/**
 * Subscribes the page to a public channel (e.g. `public:jackpots_changes`) for as long as someone
 * follows it, applying every publication to the queries of the channel → query table
 * (sdk/query/channels.ts): two widgets showing jackpots share one subscription and one list.
 * Per-user channels are the session's (sdk/session/session.ts).
 */
export function followChannel(core: Core, channel: string): () => void {
  let map = follows.get(core);
  if (!map) follows.set(core, (map = new Map()));
  let follow = map.get(channel);
  if (!follow) {
    const queries = getQueries(core);
    follow = { count: 0, stop: core.realtime.subscribe(channel, (data) => void applyPush(queries, channel, data)) };
    map.set(channel, follow);
  }
  follow.count++;
  let following = true;
  return () => {
    if (!following) return;
    following = false;
    if (--follow.count > 0) return;
    follow.stop();
    map.delete(channel);
  };
}
