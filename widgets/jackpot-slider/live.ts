/**
 * Live amounts for the server-rendered first frame, without the framework: patches the amounts
 * in place as `public:jackpots_changes` arrives, and keeps the frame's state current so the
 * interactive widget, loaded on first interaction, starts from fresh data.
 */
import { getCore } from '../../sdk/core.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { formatJackpotAmount } from '../../sdk/money/format.ts';
import type { CoreProps } from '../ui/use-core.ts';
import { JACKPOTS_CHANNEL, parseJackpotPush } from './jackpot-feed.ts';
import type { JackpotsInitial } from './use-jackpots.ts';

export function live(root: ShadowRoot, props: CoreProps, state: JackpotsInitial, onUnreachable: () => void): () => void {
  const core = getCore(props);
  const locale = resolveLocale(props.locale);
  // The frame has no fallback of its own: the widget takes over and shows it (docs/integration.md).
  const offReachability = core.http.reachability.subscribe((reachable) => reachable || onUnreachable());
  const unsubscribe = core.realtime.subscribe(JACKPOTS_CHANNEL, (data) => {
    const jackpot = parseJackpotPush(data, (name, message) => core.bus.emit('error', { name, message }));
    if (!jackpot) return;
    const index = state.jackpots.findIndex((existing) => existing.id === jackpot.id);
    if (index >= 0) state.jackpots[index] = jackpot;
    else state.jackpots.push(jackpot);
    const card = root.querySelector(`[data-jackpot-id="${CSS.escape(String(jackpot.id))}"]`);
    for (const level of jackpot.levels) {
      const amount = card?.querySelector(`[data-level="${CSS.escape(level.identifier)}"]`);
      if (amount) amount.textContent = formatJackpotAmount(level.amount_cents, jackpot.currency, locale);
    }
  });
  return () => {
    offReachability();
    unsubscribe();
  };
}
