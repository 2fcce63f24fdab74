/**
 * The game slider's server-rendered first frame over real HTTP (docs/widgets.md "Game slider",
 * host-demo/server/widget-frames.ts): the category's games in the catalogue's order, each tile a link to a game
 * the catalogue has and whose page the casino serves, the jackpot pools on the tiles of the games a jackpot
 * lists, the heading in the page's locale, and bad input refused.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';

interface Frame {
  css: string;
  html: string;
  state: { heading: string; games: { identifier: string; title: string; provider: string; seo_title?: string }[]; jackpots: { id: number; identifier?: string; games?: string[]; state: string }[] };
}

const hrefs = (html: string) => [...html.matchAll(/<a class="ck-gs__tile" href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('game slider first frame', () => {
  let app: FastifyInstance;
  let base: string;
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Accept: 'application/vnd.s.v2+json' };
  beforeAll(async () => {
    app = await buildCasino({ config: testConfig() });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  it('shows a category’s first games as the grid does, each a link to a real game page, and the jackpot games’ pools', async () => {
    const answer = await fetch(`${base}/widgets/game-slider/frame?category=jackpot&count=8&locale=en`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const frame = (await answer.json()) as Frame;
    const page = (await (await fetch(`${base}/api/games_filter`, { method: 'POST', headers, body: JSON.stringify({ device: 'desktop', filter: { categories: { identifiers: ['jackpot'], strategy: 'OR' } }, page: 1, page_size: 8 }) })).json()) as { data: { identifier: string }[] };
    expect(frame.state.games.map((game) => game.identifier)).toEqual(page.data.map((game) => game.identifier));
    expect(frame.state.heading).toBe('Jackpot games');
    expect(frame.html).toContain('>Jackpot games</h2>');
    const links = hrefs(frame.html);
    expect(links).toHaveLength(8);
    // Every tile's game exists in the catalogue under the link's provider and SEO title, and its page is served.
    for (const link of links) {
      const url = new URL(link);
      const [, , provider, seoTitle] = url.pathname.split('/');
      const found = (await (await fetch(`${base}/api/games_filter/select_by_seo_titles`, { method: 'POST', headers, body: JSON.stringify({ game_seo_titles: [decodeURIComponent(seoTitle!)] }) })).json()) as Record<string, { provider: string }>;
      expect(Object.values(found).map((game) => game.provider), link).toContain(provider);
      const shown = await fetch(`${base}${url.pathname}`, { headers: { Accept: 'text/html' } });
      expect(shown.status, link).toBe(200);
    }
    // The games an active jackpot lists carry its pool, marked for the live module.
    const rocket = frame.state.jackpots.find((jackpot) => jackpot.identifier === 'rocket-jackpot')!;
    const listed = frame.state.games.filter((game) => rocket.games?.includes(game.identifier));
    expect(listed.length).toBeGreaterThan(0);
    expect(frame.html.match(new RegExp(`data-jackpot-id="${rocket.id}"`, 'g'))?.length).toBeGreaterThanOrEqual(listed.length);
    expect(frame.state.jackpots.every((jackpot) => jackpot.state === 'active')).toBe(true);
  });

  it('a provider’s games, `top` by default, the heading in the page’s locale or the page’s own', async () => {
    const provider = (await (await fetch(`${base}/api/games/providers`)).json())[0] as { id: string; title: string };
    const byProvider = (await (await fetch(`${base}/widgets/game-slider/frame?provider=${provider.id}&count=3`)).json()) as Frame;
    expect(byProvider.state.heading).toBe(provider.title);
    expect(byProvider.state.games).toHaveLength(3);
    expect(byProvider.state.games.every((game) => game.provider === provider.id)).toBe(true);
    const top = (await (await fetch(`${base}/widgets/game-slider/frame?locale=de`)).json()) as Frame;
    expect(top.state.games).toHaveLength(12);
    expect(top.html).toContain('aria-label="Nächste Spiele"');
    const named = (await (await fetch(`${base}/widgets/game-slider/frame?category=new&heading=${encodeURIComponent('Fresh <picks>')}`)).json()) as Frame;
    expect(named.html).toContain('>Fresh &lt;picks&gt;</h2>');
    expect(named.html).not.toContain('<picks>');
  });

  it('refuses bad input', async () => {
    for (const query of ['category=%3Cscript%3E', 'count=0', 'count=25', 'provider=a%2Fb']) expect((await fetch(`${base}/widgets/game-slider/frame?${query}`)).status, query).toBe(422);
  });
});
