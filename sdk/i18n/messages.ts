import type { EventBus } from '../events/bus.ts';
import type { HttpClient } from '../http/client.ts';
import { load } from '../http/load.ts';
import { messagesCacheBucket } from '../rules/constants.ts';
import { interpolate } from './interpolate.ts';
import type { Locale } from './locales.ts';

export type MessageTree = { [key: string]: string | MessageTree };

const cache = new Map<string, Promise<MessageTree>>();

/**
 * The platform's translations (spec 000 §7, contract §2.7): `/messages/<locale>.json?t=<bucket>`
 * with a 5-minute cache bucket, so browsers and CDNs reuse one answer per bucket. A failure is
 * logged only (spec 000 §8) and yields no messages.
 */
export function loadMessages(http: HttpClient, bus: EventBus, locale: Locale, now: number): Promise<MessageTree> {
  const bucket = messagesCacheBucket(now);
  const key = `${http.baseUrl}|${locale}|${bucket}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = load(bus, 'LOAD_TRANSLATIONS_ERROR', () => http.get<MessageTree>(`/messages/${locale}.json`, { query: { t: bucket } }), {});
    cache.set(key, loading);
  }
  return loading;
}

/** Looks up a dotted key (`auth.login.title`) in a message tree; the key itself when missing. */
export function translate(messages: MessageTree, key: string, values: Record<string, string | number> = {}): string {
  let node: string | MessageTree | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return interpolate(node, values);
}
