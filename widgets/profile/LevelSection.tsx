import { infoApi } from '../../sdk/api/info.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { StatusInfo } from '../../sdk/api/schemas.ts';
import { vipApi } from '../../sdk/api/vip.ts';
import { intlLocale } from '../../sdk/i18n/intl-locale.ts';
import { getSession } from '../../sdk/session/index.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { useLoad } from '../ui/use-load.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { vipName } from '../ui/vip-messages.ts';
import { messages } from './messages.ts';
import type { SectionProps } from './section.ts';

const minOf = (level: StatusInfo) => level.conditions[0]?.persistent_comp_points?.min ?? 0;

/** Levels by persistent comp points (`/api/info/statuses`), and the VIP club progress. */
export function LevelSection({ core, locale, player }: SectionProps) {
  const t = messagesFor(messages, locale);
  const statuses = useLoad(core, 'LOAD_STATUSES_ERROR', () => infoApi(core.http).statuses(), []);
  const vip = useLoad(core, 'LOAD_VIP_PROGRESS_ERROR', () => vipApi(core.http).progress(), null);
  const points = useSignalValue(getSession(core).compPoints);
  const number = new Intl.NumberFormat(intlLocale(locale));
  const levels = statuses.data.filter((s) => s.status && /^level_\d+$/.test(s.id)).sort((a, b) => minOf(a) - minOf(b));
  const currentId = player.statuses?.find((s) => !/^\d+$/.test(s.id))?.id;
  const index = levels.findIndex((l) => l.id === currentId);
  const current = levels[index];
  const next = index >= 0 ? levels[index + 1] : undefined;
  const persistent = points?.persistent.points ?? 0;
  const progress = current && next ? Math.min(100, Math.max(0, Math.floor(((persistent - minOf(current)) / (minOf(next) - minOf(current))) * 100))) : 100;

  if (statuses.loading) return <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>;
  return (
    <div className="ck-stack">
      <div className="ck-card">
        <p className="ck-level__current">{t.format('levelCurrent', { level: current?.name ?? currentId ?? '—' })}</p>
        <p className="ck-muted">{t.format('levelPoints', { points: number.format(persistent) })}</p>
        {next ? (
          <>
            <div className="ck-progress" role="progressbar" aria-label={t.levelProgress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <span style={{ width: `${progress}%` }} />
            </div>
            <p className="ck-muted">{t.format('levelNext', { level: next.name, count: Math.max(0, minOf(next) - persistent), points: number.format(Math.max(0, minOf(next) - persistent)) })}</p>
          </>
        ) : null}
      </div>
      {vip.data ? (
        <div className="ck-card">
          <p>{t.format('vipStatus', { status: vipName(locale, vip.data.currentStatus) })}</p>
          {vip.data.nextStatus ? (
            <>
              <div className="ck-progress" role="progressbar" aria-label={t.vipProgress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(vip.data.overallProgress)}>
                <span style={{ width: `${Math.min(100, vip.data.overallProgress)}%` }} />
              </div>
              <p className="ck-muted">{t.format('vipNext', { status: vipName(locale, vip.data.nextStatus), percent: Math.floor(vip.data.overallProgress) })}</p>
            </>
          ) : null}
        </div>
      ) : null}
      {levels.length > 0 ? (
        <div className="ck-table-wrap">
          <table className="ck-table">
            <caption className="ck-visually-hidden">{t.levelsCaption}</caption>
            <thead>
              <tr><th scope="col">{t.colLevel}</th><th scope="col" className="ck-num">{t.colPoints}</th></tr>
            </thead>
            <tbody>
              {levels.map((level) => (
                <tr key={level.id} aria-current={level.id === currentId ? 'true' : undefined} className={level.id === currentId ? 'ck-row--current' : undefined}>
                  <th scope="row">{level.name}</th>
                  <td className="ck-num">{number.format(minOf(level))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
