/**
 * The game slider's first frame, live without the framework (docs/widgets.md "Game slider"): the tiles of
 * games that feed a jackpot follow its pool as `public:jackpots_changes` arrives (the channel the jackpot
 * slider on the same page already holds: one socket, no request), and the frame's links get the page's
 * affiliate attribution (sdk/embed/casino-url.ts), which the shared, cached frame cannot carry. The frame's
 * state follows, so the widget, loaded on the first interaction, starts from the latest pools.
 */
import { getCore } from '../../sdk/core.ts';
import { attributionOf, casinoUrl } from '../../sdk/embed/casino-url.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { formatJackpotAmount } from '../../sdk/money/format.ts';
import { JACKPOTS_CHANNEL, parseJackpotPush } from '../jackpot-slider/jackpot-feed.ts';
import type { CoreProps } from '../ui/use-core.ts';
import { topAmount, type GameSliderInitial } from './slider-data.ts';

export function live(root: ShadowRoot, props: CoreProps & { basePath?: string }, state: GameSliderInitial, onUnreachable: () => void): () => void {
  const core = getCore(props);
  const locale = resolveLocale(props.locale);
  const attribution = attributionOf(props);
  if (attribution) {
    const base = props.basePath ?? core.config.api;
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-path]')) link.href = casinoUrl(base, link.dataset.path!, attribution);
  }
  // The frame has no fallback of its own: the widget takes over and shows it (docs/integration.md).
  const offReachability = core.http.reachability.subscribe((reachable) => reachable || onUnreachable());
  const unsubscribe = core.realtime.subscribe(JACKPOTS_CHANNEL, (data) => {
    const jackpot = parseJackpotPush(data, (name, message) => core.bus.emit('error', { name, message }));
    if (!jackpot) return;
    const index = state.jackpots.findIndex((existing) => existing.id === jackpot.id);
    if (index >= 0) state.jackpots[index] = jackpot;
    else state.jackpots.push(jackpot);
    for (const amount of root.querySelectorAll(`[data-jackpot-id="${CSS.escape(String(jackpot.id))}"] [data-amount]`)) amount.textContent = formatJackpotAmount(topAmount(jackpot), jackpot.currency, locale);
  });
  return () => {
    offReachability();
    unsubscribe();
  };
}
