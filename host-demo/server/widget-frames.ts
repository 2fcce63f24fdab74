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
import { Collections, GameProviders, GamesPage } from '../../sdk/api/schemas/games.ts';
import { GameSliderView } from '../../widgets/game-slider/GameSlider.tsx';
import { gameSliderMessages } from '../../widgets/game-slider/messages.ts';
import { categoryOf, countOf, headingOf, slimGame } from '../../widgets/game-slider/slider-data.ts';
import { css as gameSliderCss } from '../../widgets/game-slider/styles.ts';
import { paths } from '../../widgets/ui/navigation.ts';
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
  /** The game slider's games (docs/widgets.md "Game slider"): a category, a provider, how many, and its heading. */
  category: z.string().regex(/^[a-z0-9][a-z0-9:_-]{0,59}$/).optional(),
  provider: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,59}$/).optional(),
  count: z.coerce.number().int().min(1).max(24).optional(),
  heading: z.string().max(120).optional(),
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
  // The game slider (docs/widgets.md "Game slider"): a category's or provider's games as a guest sees them, the
  // active jackpots for the pools on their tiles (the live module follows them by the socket) and the heading.
  'game-slider': async (app, { locale, category: asked, provider, count: n, heading: named, basePath }, origin) => {
    const l = encodeURIComponent(locale ?? 'en');
    const category = categoryOf(asked, provider);
    const count = countOf(n);
    const filter = { ...(category ? { categories: { identifiers: [category], strategy: 'OR' } } : {}), ...(provider ? { providers: [provider] } : {}) };
    const [page, jackpots, titles] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/games_filter', headers: { accept: 'application/vnd.s.v2+json', 'x-requested-with': 'XMLHttpRequest' }, payload: { device: 'desktop', filter, page: 1, page_size: count } }).then((response) => {
        if (response.statusCode !== 200) throw new Error(`/api/games_filter answered ${response.statusCode}`);
        return GamesPage.parse(response.json());
      }),
      getJson(app, '/api/jackpots').then((list) => activeJackpots(Jackpots.parse(list))),
      named?.trim() ? Promise.resolve(named.trim()) : category ? getJson(app, `/api/games/collections?l=${l}`).then((list) => headingOf(Collections.parse(list), undefined, category, provider)) : getJson(app, '/api/games/providers').then((list) => headingOf(undefined, GameProviders.parse(list), category, provider)),
      loadLocale(locale),
    ]);
    const t = messagesFor(gameSliderMessages, locale);
    const state = { heading: titles || t.title, games: page.data.map(slimGame), jackpots };
    const nav = createNavigator({ basePath: basePath ?? origin }, () => null);
    const allPath = category ? paths.category(category) : paths.provider(provider ?? '');
    const html = renderToString(createElement(GameSliderView, { heading: state.heading, games: state.games, jackpots, status: 'ready', t, locale: locale ?? 'en', nav, allPath, imageOrigin: origin }));
    return { css: BASE_CSS + gameSliderCss, html, state };
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
