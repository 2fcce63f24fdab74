import { formatMoney } from '../../../sdk/money/format.ts';
import { DEPOSIT_MIN, WITHDRAWAL_MAX, WITHDRAWAL_MIN } from '../../../sdk/rules/constants.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { PageFrame, Section } from '../components/PageFrame.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useLocale, useServices, useT } from '../state/app-context.tsx';

/** Payments-methods info page (docs/product/cashbox-and-payments.md#payments-info-figures, spec 000 §9): the mirror's deposit methods, and the crypto limits. */
export default function PaymentsInfoPage() {
  const { api, boot, session } = useServices();
  const t = useT();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const currency = user?.currency ?? boot.mirror.currency;
  const methods = useLoad(`methods:${currency}`, () => api.paymentMethods(currency, 'deposit'));
  const shown = (methods.data ?? []).filter((method) => boot.licence.payments.includes(method.brand) || method.type === 'crypto');
  return (
    <PageFrame title={t.title_payments} lead={t.paymentsLead}>
      {methods.error ? (
        <LoadFailed retry={methods.reload} />
      ) : (
        <table className="table" aria-busy={methods.loading}>
          <caption className="visually-hidden">{t.title_payments}</caption>
          <thead>
            <tr>
              <th scope="col">{t.method}</th>
              <th scope="col">{t.colMin}</th>
              <th scope="col">{t.colMax}</th>
              <th scope="col">{t.colTime}</th>
              <th scope="col">{t.colFee}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((method) => (
              <tr key={method.id}>
                <th scope="row">{method.title}</th>
                <td>{formatMoney(method.min_amount_cents, method.currency, locale)}</td>
                <td>{formatMoney(method.max_amount_cents, method.currency, locale)}</td>
                <td>{method.processingTime === 'instant' ? t.instant : method.processingTime}</td>
                <td>{method.fee === 'free' ? t.free : method.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!boot.licence.hiddenLinks.includes('/benefits-of-crypto') && (
        <Section title={t.cryptoLimitsTitle} id="crypto-limits">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t.currency}</th>
                <th scope="col">{t.colMinDeposit}</th>
                <th scope="col">{t.colMaxWithdrawal}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(WITHDRAWAL_MAX).map(([code, max]) => (
                <tr key={code}>
                  <th scope="row">{code === 'DOG' ? 'DOGE' : code}</th>
                  <td>{DEPOSIT_MIN[code] ?? '–'}</td>
                  <td>
                    {WITHDRAWAL_MIN[code] ? `${WITHDRAWAL_MIN[code]} – ` : ''}
                    {max.toLocaleString(locale === 'no' ? 'nb-NO' : locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted">
            {t.free} · {t.instant}
          </p>
        </Section>
      )}
    </PageFrame>
  );
}
