import { useEffect } from 'react';
import type { Game } from '../../../sdk/api/schemas.ts';
import { interpolate } from '../../../sdk/i18n/interpolate.ts';
import { currency as currencyInfo } from '../../../sdk/money/currencies.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { GameRow } from '../components/GameRow.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { playPath, previewOf } from '../lib/api.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from '../router/Link.tsx';
import { useServices, useT } from '../state/app-context.tsx';
import { NotFoundPage } from './InfoPages.tsx';
import type { PageProps } from './PageOutlet.tsx';

/**
 * The game page /play/{producer}/{name}?mode=real|demo (spec 000 §2.2, spec 001 §2). The router
 * has already applied the game guard (restricted region, limits, login for real play, provider
 * fields). A player whose currency the game lacks sees the GAME_NOT_SUPPORT_CURRENCY overlay.
 */
export default function GamePage({ view }: PageProps) {
  const { api, session, core } = useServices();
  const t = useT();
  const { producer = '', name = '' } = view.match!.params;
  const identifier = `${producer}/${name}`;
  const game = useLoad(`game:${identifier}`, () => api.gamesByIds([identifier]).then((found) => found[identifier] ?? null));
  const user = useSignalValue(session.user);
  const mode = new URLSearchParams(view.search).get('mode') === 'demo' ? 'demo' : new URLSearchParams(view.search).get('mode') === 'real' ? 'real' : null;

  useEffect(() => {
    if (game.data && mode) core.bus.emit('game-opened', { identifier, mode });
  }, [game.data, mode, identifier, core]);

  if (game.error) return <PageFrame title={t.title_game}><LoadFailed retry={game.reload} /></PageFrame>;
  if (game.loading) return <PageFrame title={t.loading} />;
  if (!game.data) return <NotFoundPage view={view} />;
  const data = game.data;
  const playerCurrency = user?.currency;
  const unsupported = Boolean(playerCurrency && currencyInfo(playerCurrency)?.fiat && !data.currencies?.[playerCurrency]);

  return (
    <PageFrame title={data.title} lead={interpolate(t.gameBy, { provider: data.provider })} wide>
      <div className="game">
        <div className="game__stage">
          <img src={previewOf(data)} alt="" width={300} height={300} className="game__art" />
          {unsupported ? (
            <div className="game__lock" role="alert">
              <h2>{t.GAME_NOT_SUPPORT_CURRENCY_TITLE}</h2>
              <p>{interpolate(t.GAME_NOT_SUPPORT_CURRENCY, { currency: playerCurrency ?? '' })}</p>
            </div>
          ) : (
            <div className="game__start">
              {mode && <p className="game__mode">{mode === 'real' ? t.gameModeReal : t.gameModeDemo}</p>}
              <Link to={playPath(data, 'real')} className="button button--large">
                {t.playReal}
              </Link>
              {data.has_demo_mode !== false ? (
                <Link to={playPath(data, 'demo')} className="button button--ghost">
                  {t.playDemo}
                </Link>
              ) : (
                <p className="game__note">{t.gameNoDemo}</p>
              )}
            </div>
          )}
        </div>
        <GameFacts game={data} />
      </div>
      <ProviderRow provider={data.provider} />
    </PageFrame>
  );
}

function GameFacts({ game }: { game: Game }) {
  const t = useT();
  const extra = game as Game & { payout?: string | null; volatility_rating?: string | null; lines?: number | null; devices?: string[] };
  const facts: [string, string][] = [[t.gameProvider, game.provider]];
  if (extra.payout) facts.push([t.gameRtp, `${extra.payout} %`]);
  if (extra.volatility_rating) facts.push([t.gameVolatility, extra.volatility_rating]);
  if (extra.lines) facts.push([t.gameLines, String(extra.lines)]);
  if (extra.devices) facts.push([t.gameDevices, extra.devices.join(', ')]);
  facts.push([t.gameCurrencies, String(Object.keys(game.currencies ?? {}).filter((code) => code !== 'FUN').length)]);
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProviderRow({ provider }: { provider: string }) {
  const { api } = useServices();
  const t = useT();
  const games = useLoad(`provider-row:${provider}`, () => api.gamesFilter({ providers: [provider] }, 1, 15));
  return <GameRow id="more-from" title={interpolate(t.gameMoreFrom, { provider })} games={games.data?.data} loading={games.loading} more={`/producers/${provider}`} />;
}
