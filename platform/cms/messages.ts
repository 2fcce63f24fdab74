import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_CODES } from '../info/locales.ts';

/** Translation files `platform/cms/messages/<locale>.json`, one per supported locale. */
export const MESSAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'messages');

export type Messages = { [key: string]: string | Messages };

/** Reads every locale's file once; a missing or broken file fails the start, not a request. */
export function loadMessages(dir = MESSAGES_DIR): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const locale of LOCALE_CODES) {
    const parsed = JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Messages;
    bodies.set(locale, JSON.stringify(parsed));
  }
  return bodies;
}

/** Dotted key paths of a nested translation object (`auth.login.title`), sorted. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : messageKeys(value, `${prefix}${key}.`)))
    .sort();
}
