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
import { JackpotSlider } from '../../widgets/jackpot-slider/JackpotSlider.tsx';
import { css as jackpotCss } from '../../widgets/jackpot-slider/styles.ts';
import { BASE_CSS } from '../../widgets/ui/styles.ts';

const FrameQuery = z.object({
  locale: z.enum(LOCALES).optional(),
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
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return response.json();
}

const FRAMES: Record<string, (app: FastifyInstance, query: FrameQuery) => Promise<Frame>> = {
  'jackpot-slider': async (app, { locale, currency }) => {
    // The locale's strings as the widget's frame loads them in the browser (sdk/i18n/i18n.ts); the
    // frame itself is plain markup, with no i18n or framework code (docs/architecture.md "Internationalisation").
    const [jackpots, wins] = await Promise.all([getJson(app, '/api/jackpots'), getJson(app, '/api/jackpot_wins?limit=20'), loadLocale(locale)]);
    const state = { jackpots: activeJackpots(Jackpots.parse(jackpots)), wins: JackpotWins.parse(wins) };
    const html = renderToString(createElement(JackpotSlider, { locale, currency, initial: state }));
    return { css: BASE_CSS + jackpotCss, html, state };
  },
};

export async function widgetFrames(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/widgets/:name/frame', async (request, reply) => {
    const render = FRAMES[request.params.name];
    if (!render) return reply.status(404).send({ errors: { base: [`No first frame for ${request.params.name}`] }, code: 'not_found' });
    const query = parse(FrameQuery, request.query);
    const frame = await render(app, query);
    // Public data for any page (no cookies); short cache, the socket keeps it live after.
    return reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'public, max-age=5').send(frame);
  });
}
