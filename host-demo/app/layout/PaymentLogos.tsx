/** Payment method logos as styled wordmarks (no third-party images): the list depends on the licence. */
const NAMES: Readonly<Record<string, string>> = {
  visa_mastercard: 'VISA · Mastercard',
  skrill: 'Skrill',
  neteller: 'NETELLER',
  paysafecard: 'paysafecard',
  bitcoin: '₿ Bitcoin',
  ethereum: 'Ξ Ethereum',
  litecoin: 'Ł Litecoin',
  tether: '₮ Tether',
  dogecoin: 'Ð Dogecoin',
  bank_transfer: 'Bank transfer',
  sofort: 'Sofort',
};

export function PaymentLogos({ methods, label }: { methods: readonly string[]; label: string }) {
  return (
    <section className="payments-strip" aria-label={label}>
      <ul>
        {methods.map((method) => (
          <li key={method} className={`pay-logo pay-logo--${method}`}>
            {NAMES[method] ?? method}
          </li>
        ))}
      </ul>
    </section>
  );
}
