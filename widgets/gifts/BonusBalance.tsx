import type { Core } from '../../sdk/core.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { balanceSplit, totalWagering } from '../../sdk/rules/bonuses.ts';
import { getSession } from '../../sdk/session/index.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { giftsMessages } from './messages.ts';
import { useGifts } from './use-gifts.ts';

/**
 * The balance view (spec 000 §3; rules in docs/api/bonuses.md "Wagering"): real money, bonus money,
 * total, and the wagering of the bonuses being wagered in the player's currency. The account comes
 * from the `balance` push, the bonuses from `bonuses_changes` (sdk/query/channels.ts): it moves while
 * the player plays, without a reload or a poll.
 */
export function BonusBalance({ core, locale, level = 3 }: { core: Core; locale: Locale; level?: 2 | 3 | 4 }) {
  const t = messagesFor(giftsMessages, locale);
  const account = useSignalValue(getSession(core).activeAccount);
  const { bonuses } = useGifts(core, true, false);
  if (!account) return null;
  const money = (cents: number) => formatMoney(cents, account.currency, locale);
  const split = balanceSplit(account);
  const wagering = totalWagering(bonuses.data ?? [], account.currency);
  const Heading = `h${level}` as 'h3';
  return (
    <section className="ck-card ck-balance" aria-labelledby="ck-balance-title">
      <Heading id="ck-balance-title" className="ck-giftlist__heading">{t.balanceTitle}</Heading>
      <dl className="ck-balance__figures">
        <div><dt>{t.real}</dt><dd>{money(split.realCents)}</dd></div>
        <div><dt>{t.bonusMoney}</dt><dd>{money(split.bonusCents)}</dd></div>
        <div><dt>{t.total}</dt><dd>{money(split.totalCents)}</dd></div>
      </dl>
      {wagering.requiredCents > 0 ? (
        <div className="ck-gift__wager">
          <div className="ck-row ck-gift__wager-head">
            <span>{t.totalWagering}</span>
            <strong>{wagering.percent}%</strong>
          </div>
          <div className="ck-progress" role="progressbar" aria-label={t.totalWagering} aria-valuemin={0} aria-valuemax={100} aria-valuenow={wagering.percent}>
            <span style={{ width: `${wagering.percent}%` }} />
          </div>
          <p className="ck-muted">{t.format('wagered', { wagered: wagering.wageredCents, required: wagering.requiredCents, currency: account.currency })}</p>
        </div>
      ) : (
        <p className="ck-muted">{t.nothingToWager}</p>
      )}
    </section>
  );
}
