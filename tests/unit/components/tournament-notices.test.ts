import { afterEach, describe, expect, it } from 'vitest';
import { showTournamentNotice } from '../../../host-demo/app/state/tournament-notices.ts';
import type { Services } from '../../../host-demo/app/state/services.ts';
import { getCore, resetCore } from '../../../sdk/core.ts';
import { loadLocale } from '../../../sdk/i18n/i18n.ts';
import type { Locale } from '../../../sdk/i18n/locales.ts';

/**
 * The host's tournament notices (host-demo/app/state/tournament-notices.ts, docs/api/competitions.md "Starts soon"):
 * the `tournament_starts_soon` push the platform's lifecycle sends becomes a notice in the bar and a toast, in the
 * page's locale (the tournaments catalogue's `tn_tournament_starts_soon`; the English variants read English).
 */
function fakeServices(locale: string) {
  const toasts: [string, string][] = [];
  const services = {
    core: getCore(),
    toasts: { show: (kind: string, text: string) => toasts.push([kind, text]) },
    messages: { peek: () => ({ locale }) },
  } as unknown as Services;
  // The notice goes into the one notifications store (sdk/state/notifications.ts), which keeps the page's own notices in local storage.
  const added = () => JSON.parse(localStorage.getItem('ck_notifications') ?? '[]') as unknown[];
  return { services, added, toasts };
}

afterEach(() => {
  resetCore();
  localStorage.clear();
});

describe('tournament_starts_soon in the host', () => {
  const push = { event: 'tournament_starts_soon', id: 42, title: 'VIP Team Clash', start_at: '2026-11-26T12:00:00.000Z', end_at: '2026-11-27T12:00:00.000Z' };
  const expected: Record<string, string> = {
    en: 'VIP Team Clash starts soon.',
    'en-AU': 'VIP Team Clash starts soon.',
    'en-CA': 'VIP Team Clash starts soon.',
    'en-NZ': 'VIP Team Clash starts soon.',
    de: 'VIP Team Clash beginnt bald.',
    'fr-CA': 'VIP Team Clash commence bientôt.',
    no: 'VIP Team Clash starter snart.',
    it: 'VIP Team Clash inizia a breve.',
    et: 'VIP Team Clash algab varsti.',
  };
  for (const [locale, text] of Object.entries(expected)) {
    it(`${locale}: a notice linking to the tournament`, async () => {
      // The page's locale is loaded at start-up (host-demo/app/messages/index.ts `loadMessages`), the tournaments catalogue with it.
      await loadLocale(locale as Locale);
      const { services, added } = fakeServices(locale);
      await showTournamentNotice(services, push);
      expect(added()).toEqual([expect.objectContaining({ id: 'tournament-42-tournament_starts_soon-', text, path: '/tournaments/42' })]);
    });
  }
});
