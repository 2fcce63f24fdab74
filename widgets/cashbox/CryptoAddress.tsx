import type { PaymentMethod } from '../../sdk/api/schemas.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { QrCode } from '../ui/QrCode.tsx';
import { messages } from './messages.ts';

/** The player's deposit address for a coin: as text, with a copy button and a QR code. */
export function CryptoAddress({ locale, method }: { locale: Locale; method: PaymentMethod }) {
  const t = messagesFor(messages, locale);
  if (!method.address) return <p className="ck-muted">{t.noAddress}</p>;
  return (
    <section className="ck-card ck-crypto" aria-labelledby="ck-crypto-title">
      <h4 id="ck-crypto-title">{t.format('depositAddress', { currency: method.currency })}</h4>
      <div className="ck-crypto__body">
        <QrCode value={method.address} label={t.format('qrLabel', { currency: method.currency })} size={168} />
        <div className="ck-stack">
          <p className="ck-code" data-testid="crypto-address">{method.address}</p>
          <div className="ck-row">
            <CopyButton value={method.address} label={t.copyAddress} copiedLabel={t.copied} />
          </div>
          <p className="ck-muted">{t.format('cryptoHint', { currency: method.currency })}</p>
        </div>
      </div>
    </section>
  );
}
