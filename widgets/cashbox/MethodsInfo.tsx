import type { PaymentMethod, Player } from '../../sdk/api/schemas.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Core } from '../../sdk/core.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { currency as currencyInfo } from '../../sdk/money/currencies.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { DEPOSIT_MIN, majorToSubunits, WITHDRAWAL_MAX, WITHDRAWAL_MIN } from '../../sdk/rules/constants.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { usePaymentMethods } from './hooks.ts';
import { messages } from './messages.ts';

const CRYPTO_CODES = ['BTC', 'LTC', 'ETH', 'DOG', 'USDT'];

/**
 * The payments-methods info view: processing time, fee, deposit and withdrawal min and max per
 * method in the player's currency (from the platform), and the docs/product/cashbox-and-payments.md#payments-info-figures (spec 000 §9) crypto figures.
 */
export function MethodsInfo({ core, locale, currency, player }: { core: Core; locale: Locale; currency: string; player: Player | null }) {
  const t = messagesFor(messages, locale);
  const deposit = usePaymentMethods(core, currency, 'deposit', player);
  const cashout = usePaymentMethods(core, currency, 'cashout', player);
  const ids = [...new Set([...deposit.data, ...cashout.data].map((m) => m.id))];
  const money = (cents: number | undefined, code = currency) => (cents === undefined ? '—' : formatMoney(cents, code, locale));
  const processing = (method: PaymentMethod | undefined) => (method?.processingTime === 'instant' ? t.instant : method?.processingTime ?? '—');
  const fee = (method: PaymentMethod | undefined) => (method?.fee === 'free' || !method?.fee ? t.feeFree : method.fee);
  const cryptoMoney = (major: number | undefined, code: string) => (major === undefined ? '—' : money(majorToSubunits(major, currencyInfo(code)?.subunits_to_unit ?? 1e8), code));

  return (
    <div className="ck-stack">
      <h3>{t.methodsTitle}</h3>
      {deposit.loading || cashout.loading ? (
        <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>
      ) : ids.length === 0 ? (
        <p className="ck-muted">{t.noMethods}</p>
      ) : (
        <div className="ck-table-wrap">
          <table className="ck-table ck-methods">
            <caption className="ck-visually-hidden">{t.methodsTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colMethod}</th>
                <th scope="col">{t.colProcessing}</th>
                <th scope="col">{t.colFee}</th>
                <th scope="col" className="ck-num">{t.colDepositLimits}</th>
                <th scope="col" className="ck-num">{t.colWithdrawLimits}</th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => {
                const d = deposit.data.find((m) => m.id === id);
                const c = cashout.data.find((m) => m.id === id);
                return (
                  <tr key={id}>
                    <th scope="row">{(d ?? c)!.title}</th>
                    <td>{processing(d ?? c)}</td>
                    <td>{fee(d ?? c)}</td>
                    <td className="ck-num">{d ? `${money(d.min_amount_cents)} – ${money(d.max_amount_cents)}` : '—'}</td>
                    <td className="ck-num">{c ? `${money(c.min_amount_cents)} – ${money(c.max_amount_cents)}` : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t.cryptoTitle}</h3>
      <div className="ck-table-wrap">
        <table className="ck-table ck-crypto-info">
          <caption className="ck-visually-hidden">{t.cryptoTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colCurrency}</th>
              <th scope="col">{t.colProcessing}</th>
              <th scope="col">{t.colFee}</th>
              <th scope="col" className="ck-num">{t.colMinDeposit}</th>
              <th scope="col" className="ck-num">{t.colMinWithdraw}</th>
              <th scope="col" className="ck-num">{t.colMaxWithdraw}</th>
            </tr>
          </thead>
          <tbody>
            {CRYPTO_CODES.map((code) => (
              <tr key={code}>
                <th scope="row">{code === 'DOG' ? 'DOGE' : code}</th>
                <td>{t.instant}</td>
                <td>{t.feeFree}</td>
                <td className="ck-num">{cryptoMoney(DEPOSIT_MIN[code], code)}</td>
                <td className="ck-num">{cryptoMoney(WITHDRAWAL_MIN[code], code)}</td>
                <td className="ck-num">{cryptoMoney(WITHDRAWAL_MAX[code], code)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
