/**
 * German speaks to the player with the informal "du" everywhere (docs/architecture.md
 * "Internationalisation"): the host, every widget catalogue, the shared account table, and the
 * platform's German content the player sees (the `/messages/de.json` overlay, the static pages,
 * snippets, the shop page, banners, menu titles and bonus titles). A formal "Sie" / "Ihnen" /
 * "Ihr…" in the middle of a sentence fails; at the start of a sentence, string or HTML element
 * the same words can mean "they" / "their" ("Sie gelten nur in diesem Browser"), so they pass.
 */
import { describe, expect, it } from 'vitest';
import { messages as host } from '../../host-demo/app/messages/de.ts';
import { advertisedCampaigns, demoCampaigns } from '../../platform/bonuses/seed.ts';
import banners from '../../platform/cms/config/banners-config.json';
import { DE as pages } from '../../platform/cms/content/de.ts';
import { MENU_TITLES } from '../../platform/cms/content/menu-titles.ts';
import { ROCKET_MART_DE } from '../../platform/cms/content/rocket-mart.ts';
import { SNIPPET_SEEDS } from '../../platform/cms/content/snippets.ts';
import overlay from '../../platform/cms/messages/de.json';
import { CATALOGUES } from './locale-tables.ts';

/** Every string inside a value (nested objects and arrays included), with where it sits. */
function strings(where: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(`${where}.${key}`, inner));
  return [];
}

const FORMAL = /\b(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/g;
/** Where a capitalised "Sie"/"Ihr…" may be "they"/"their": the start of the string, a sentence, a clause after a colon, or an HTML element. */
const SENTENCE_START = /(?:^|[.!?:>])\s*$/;

/** The formal words of `text` that stand in the middle of a sentence. */
function formalAddress(text: string): string[] {
  return [...text.matchAll(FORMAL)].filter((match) => !SENTENCE_START.test(text.slice(0, match.index))).map((match) => match[0]);
}

/** German strings of player-facing source the structured imports above do not reach (`de: '…'` literals under platform/, e.g. free-spin winnings titles). */
const platformSources = import.meta.glob<string>('../../platform/**/*.ts', { query: '?raw', import: 'default', eager: true });
const germanLiterals: [string, string][] = Object.entries(platformSources).flatMap(([path, source]) =>
  [...source.matchAll(/(?:^|[\s{,])de:\s*(['`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match): [string, string] => [path.replace('../../', ''), match[2]!]),
);

const GERMAN: [string, string][] = [
  ...Object.entries(CATALOGUES).flatMap(([ns, tables]) => strings(`widgets ${ns}`, tables.de)),
  ...strings('host', host),
  ...strings('platform/cms/messages/de.json', overlay),
  ...strings('platform/cms/content/de.ts', pages),
  ...strings('platform/cms/content/rocket-mart.ts', ROCKET_MART_DE),
  ...SNIPPET_SEEDS.flatMap((snippet) => strings(`snippet ${snippet.key}`, snippet.texts.de)),
  ...strings('platform/cms/content/menu-titles.ts', MENU_TITLES.de),
  ...strings('banners-config.json', banners.translations.de),
  ...[...advertisedCampaigns(), ...demoCampaigns()].flatMap(([key, campaign]) => strings(`bonus ${key}`, campaign.title.de)),
  ...germanLiterals,
];

describe('German address: du, never Sie (docs/architecture.md "Internationalisation")', () => {
  it('tells formal address in mid-sentence from "they"/"their" at a sentence start', () => {
    expect(formalAddress('Bitte melden Sie sich an, um fortzufahren.')).toEqual(['Sie']);
    expect(formalAddress('Wir haben Ihnen einen Link gesendet.')).toEqual(['Ihnen']);
    expect(formalAddress('Zu Ihren Limits')).toEqual(['Ihren']);
    expect(formalAddress('<li>Das Cookie speichert Ihre Wahl.</li>')).toEqual(['Ihre']);
    expect(formalAddress('Sie müssen mindestens 18 Jahre alt sein.')).toEqual([]);
    expect(formalAddress('Feature-Flags für Tester. Sie gelten nur in diesem Browser.')).toEqual([]);
    expect(formalAddress('<h2>2. Konto</h2>\n<p>Ihr Guthaben bleibt sicher.</p>')).toEqual([]);
    expect(formalAddress('Bitte melde dich an, um deine Geschenke zu sehen.')).toEqual([]);
  });

  it('finds the German catalogues: every widget, the account and VIP tables, the host and the platform content', () => {
    const sources = new Set(GERMAN.map(([where]) => where.split('.')[0]!));
    for (const ns of Object.keys(CATALOGUES)) expect(sources, ns).toContain(`widgets ${ns}`);
    expect(sources).toContain('widgets account');
    for (const source of ['host', 'platform/cms/messages/de', 'platform/cms/content/de', 'platform/cms/content/rocket-mart', 'snippet footer-copyright', 'banners-config', 'bonus welcome-1', 'platform/bonuses/freespins']) {
      expect([...sources].some((where) => where.startsWith(source)), source).toBe(true);
    }
    expect(GERMAN.length).toBeGreaterThan(700);
  });

  it('uses no formal address in the middle of a sentence', () => {
    const formal = GERMAN.flatMap(([where, text]) => (formalAddress(text).length ? [`${where}: ${text}`] : []));
    expect(formal).toEqual([]);
  });
});
