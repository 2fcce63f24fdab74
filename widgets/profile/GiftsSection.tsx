import { useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { bonusesApi } from '../../sdk/api/bonuses.ts';
import type { Bonus, Freespin } from '../../sdk/api/schemas.ts';
import { interpolate } from '../../sdk/i18n/interpolate.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { wageringPercent } from '../../sdk/rules/bonuses.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { FormAlert } from '../ui/Field.tsx';
import { statusOf } from '../ui/use-load.ts';
import { useQuery, type QueryResult } from '../ui/use-query.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { formatDate, messages } from './messages.ts';
import type { SectionProps } from './section.ts';

/**
 * Bonuses and free spins with activate and delete (docs/product/bonuses-and-free-spins.md#lifecycle, docs/product/bonuses-and-free-spins.md#bonus, contract §3.4, §5.7). A platform without the
 * bonus endpoints answers 404: that is shown as "not available", never as made-up gifts.
 */
export function GiftsSection({ core, locale, toast }: SectionProps) {
  const t = messagesFor(messages, locale);
  const api = bonusesApi(core.http);
  // Kept current by `bonuses_changes` / `freespins_changes` through the channel → query table (sdk/query/channels.ts).
  const bonuses = gifts(useQuery<Bonus[]>(core, { key: KEYS.bonuses, fetch: () => api.bonuses(), errorName: 'LOAD_BONUSES_ERROR' }));
  const freespins = gifts(useQuery<Freespin[]>(core, { key: KEYS.freespins, fetch: () => api.freespins(), errorName: 'LOAD_FREESPINS_ERROR' }));
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (key: string, work: () => Promise<unknown>, reload: () => void) => {
    setBusy(key);
    try {
      await work();
      reload();
    } catch {
      toast({ kind: 'error', text: messagesFor(accountMessages, locale).server_error });
    } finally {
      setBusy(null);
    }
  };

  if (bonuses.loading || freespins.loading) return <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>;
  const unavailable = statusOf(bonuses.error) === 404 && statusOf(freespins.error) === 404;
  if (unavailable) return <FormAlert kind="info">{t.giftsUnavailable}</FormAlert>;
  if (bonuses.error || freespins.error) {
    return (
      <FormAlert kind="info">
        {t.giftsFailed}{' '}
        <button type="button" className="ck-link-button" onClick={() => { bonuses.reload(); freespins.reload(); }}>{messagesFor(accountMessages, locale).retry}</button>
      </FormAlert>
    );
  }
  if (bonuses.data.length === 0 && freespins.data.length === 0) return <p className="ck-muted">{t.giftsEmpty}</p>;

  return (
    <ul className="ck-gifts">
      {bonuses.data.map((bonus) => (
        <li key={`b${bonus.id}`} className="ck-card">
          <h4>{bonus.title}</h4>
          <p>{formatMoney(bonus.amount_cents, bonus.currency, locale)} · <span className="ck-badge">{bonus.stage}</span></p>
          {bonus.amount_wager_requirement_cents > 0 ? (
            <p className="ck-muted">{interpolate(t.wagering, { percent: wageringPercent(bonus.amount_wager_cents, bonus.amount_wager_requirement_cents) })}</p>
          ) : null}
          {bonus.valid_until ? <p className="ck-muted">{interpolate(t.validUntil, { date: formatDate(bonus.valid_until, locale) })}</p> : null}
          <div className="ck-row">
            {bonus.activatable ? <button type="button" className="ck-button ck-button--small" disabled={busy !== null} onClick={() => void act(`b${bonus.id}`, () => api.activateBonus(bonus.id), bonuses.reload)}>{t.activate}</button> : null}
            {bonus.cancelable ? <button type="button" className="ck-button ck-button--ghost ck-button--small" disabled={busy !== null} onClick={() => void act(`b${bonus.id}`, () => api.cancelBonus(bonus.id), bonuses.reload)}>{t.remove}</button> : null}
          </div>
        </li>
      ))}
      {freespins.data.map((spins) => (
        <li key={`f${spins.id}`} className="ck-card">
          <h4>{spins.title}</h4>
          <p>{t.format('freespins', { count: spins.freespins_total })} · <span className="ck-badge">{spins.stage}</span></p>
          {spins.valid_until ? <p className="ck-muted">{interpolate(t.validUntil, { date: formatDate(spins.valid_until, locale) })}</p> : null}
          <div className="ck-row">
            {spins.activatable ? <button type="button" className="ck-button ck-button--small" disabled={busy !== null} onClick={() => void act(`f${spins.id}`, () => api.activateFreespins(spins.id), freespins.reload)}>{t.activate}</button> : null}
            {spins.cancelable ? <button type="button" className="ck-button ck-button--ghost ck-button--small" disabled={busy !== null} onClick={() => void act(`f${spins.id}`, () => api.cancelFreespins(spins.id), freespins.reload)}>{t.remove}</button> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

const gifts = <T,>(query: QueryResult<T[]>) => ({ data: query.data ?? [], loading: query.loading, error: query.error, reload: query.refetch });
