/**
 * Server-rendered first frames (docs/widgets.md, DESIGN §7): the loader fetches a widget's markup, styles and
 * data in one small JSON answer and shows it before any framework code arrives; the widget chunk
 * takes over on first interaction. Rendered with react-dom/server from the widget's own source,
 * so the frame and the interactive widget are the same markup.
 */
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { Jackpots, JackpotWins } from '../../sdk/api/schemas.ts';
import { loadLocale } from '../../sdk/i18n/i18n.ts';
import { LOCALES } from '../../sdk/i18n/locales.ts';
import { activeJackpots } from '../../sdk/rules/jackpots.ts';
import { parse } from '../../platform/http/errors.ts';
import { Tournament, Tournaments } from '../../sdk/api/schemas/tournaments.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { JackpotSlider } from '../../widgets/jackpot-slider/JackpotSlider.tsx';
import { css as jackpotCss } from '../../widgets/jackpot-slider/styles.ts';
import { featuredTournament } from '../../widgets/tournaments/featured.ts';
import { LeaderboardView } from '../../widgets/tournaments/Leaderboard.tsx';
import { leaderboardCss } from '../../widgets/tournaments/leaderboard-styles.ts';
import { tournamentsMessages } from '../../widgets/tournaments/messages.ts';
import { createNavigator } from '../../widgets/ui/navigation.ts';
import { BASE_CSS } from '../../widgets/ui/styles.ts';

const FrameQuery = z.object({
  locale: z.enum(LOCALES).optional(),
  /** The leaderboard's tournament (slug, identifier or id), rows and link base. */
  tournament: z.string().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(10).optional(),
  basePath: z.string().url().max(300).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3,4}$/)
    .optional(),
});
type FrameQuery = z.infer<typeof FrameQuery>;

interface Frame {
  css: string;
  html: string;
  state: unknown;
}

async function getJson(app: FastifyInstance, url: string): Promise<unknown> {
  const answer = await getAnswer(app, url);
  if (answer === null) throw new Error(`${url} answered 404`);
  return answer;
}

/** A guest's GET through the platform's own routes; null for a 404. */
async function getAnswer(app: FastifyInstance, url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return response.json();
}

const FRAMES: Record<string, (app: FastifyInstance, query: FrameQuery, origin: string) => Promise<Frame>> = {
  'jackpot-slider': async (app, { locale, currency }) => {
    // The locale's strings as the widget's frame loads them in the browser (sdk/i18n/i18n.ts); the
    // frame itself is plain markup, with no i18n or framework code (docs/architecture.md "Internationalisation").
    const [jackpots, wins] = await Promise.all([getJson(app, '/api/jackpots'), getJson(app, '/api/jackpot_wins?limit=20'), loadLocale(locale)]);
    const state = { jackpots: activeJackpots(Jackpots.parse(jackpots)), wins: JackpotWins.parse(wins) };
    const html = renderToString(createElement(JackpotSlider, { locale, currency, initial: state }));
    return { css: BASE_CSS + jackpotCss, html, state };
  },
  // The affiliate leaderboard (docs/widgets.md "Tournaments"): the named tournament, or the running one
  // ending soonest, as a guest sees it; the live module asks for this frame again every 15 s.
  leaderboard: async (app, { locale, tournament: ref, limit, basePath }, origin) => {
    const l = encodeURIComponent(locale ?? 'en');
    const [found] = await Promise.all([
      ref ? getAnswer(app, `/api/tournaments/${encodeURIComponent(ref)}?l=${l}`).then((item) => (item ? Tournament.parse(item) : null)) : getJson(app, `/api/tournaments?l=${l}`).then((list) => featuredTournament(Tournaments.parse(list), Date.now()) ?? null),
      loadLocale(locale),
    ]);
    // Links lead into the casino: the page's link base, else this casino's own origin.
    const nav = createNavigator({ basePath: basePath ?? origin }, () => null);
    const html = renderToString(createElement(LeaderboardView, { item: found ?? undefined, status: found ? 'ready' : 'missing', t: messagesFor(tournamentsMessages, locale), locale: locale ?? 'en', nav, limit }));
    return { css: BASE_CSS + leaderboardCss, html, state: { tournament: found } };
  },
};

export async function widgetFrames(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/widgets/:name/frame', async (request, reply) => {
    const render = FRAMES[request.params.name];
    if (!render) return reply.status(404).send({ errors: { base: [`No first frame for ${request.params.name}`] }, code: 'not_found' });
    const query = parse(FrameQuery, request.query);
    const frame = await render(app, query, `${request.protocol}://${request.host}`);
    // Public data for any page (no cookies); short cache, the socket keeps it live after.
    return reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'public, max-age=5').send(frame);
  });
}
