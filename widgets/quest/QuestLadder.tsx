import { messagesFor, type MessagesOf } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import type { QuestReward } from '../../sdk/api/schemas/quests.ts';
import { questMessages } from './messages.ts';
import type { Progress, Quest } from './use-quests.ts';

type T = MessagesOf<typeof questMessages>;

/**
 * What a reward gives, in words, in the quest's currency (docs/api/competitions.md "Quests"): "€5.00 bonus + 10
 * free spins"; a campaign's gifts by the reward's name.
 */
export function rewardText(t: T, reward: QuestReward, currency: string): string {
  const parts: string[] = [];
  const bonus = reward.bonus_cents?.[currency];
  if (bonus) parts.push(t.format('rewardBonus', { amount: bonus, currency }));
  if (reward.freespins_count > 0) parts.push(t.format('rewardFreespins', { count: reward.freespins_count }));
  const money = reward.money_cents?.[currency];
  if (money) parts.push(t.format('rewardMoney', { amount: money, currency }));
  if (reward.campaign || parts.length === 0) parts.push(reward.title);
  return parts.join(' + ');
}

/**
 * The ladder of levels (docs/product/tournaments-lotteries-quests.md#quest-levels): each level point with
 * its state (completed below the player's level, active at it, locked beyond), the bets it needs and its
 * reward. An ordered list; the player's level is `aria-current="step"`. Without a player (`personal`
 * false: a guest, or the status not loaded yet) the ladder shows no states.
 */
export function QuestLadder({ quest, progress, locale, personal }: { quest: Quest; progress: Progress; locale: Locale; personal: boolean }) {
  const t = messagesFor(questMessages, locale);
  const stateText = { completed: t.stateCompleted, active: t.stateActive, locked: t.stateLocked } as const;
  return (
    <ol className="ck-quest__levels" aria-label={t.levelsLabel}>
      {quest.points.map((point, index) => {
        const state = personal ? (progress.states[index] ?? 'locked') : undefined;
        return (
          <li key={point.level} className={`ck-quest__level${state ? ` ck-quest__level--${state}` : ''}`} aria-current={state === 'active' ? 'step' : undefined} data-state={state}>
            <span className="ck-quest__badge" aria-hidden="true">{state === 'completed' ? '✓' : point.level}</span>
            <div className="ck-quest__level-body">
              <p className="ck-quest__level-head">
                <strong>{t.format('level', { level: point.level })}</strong>
                {state && <span className={`ck-quest__state ck-quest__state--${state}`}>{stateText[state]}</span>}
              </p>
              {index > 0 && <p className="ck-quest__muted">{t.format('betsFrom', { amount: progress.thresholds[index] ?? 0, currency: progress.currency })}</p>}
              {point.reward && (
                <p className="ck-quest__reward">
                  {t.format('rewardIs', { reward: rewardText(t, point.reward, progress.currency) })}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The player's bets, their level and the money left to the next one, with a progress bar (sdk/money through the catalogue's `{amount, money}`). */
export function QuestProgress({ progress, count, locale, compact = false }: { progress: Progress; count: number; locale: Locale; compact?: boolean }) {
  const t = messagesFor(questMessages, locale);
  const money = (amount: number) => ({ amount, currency: progress.currency });
  return (
    <div className={`ck-quest__progress${compact ? ' ck-quest__progress--compact' : ''}`} data-level={progress.level}>
      {!compact && (
        <p className="ck-quest__progress-head">
          <strong>{t.format('levelOf', { level: progress.level, count })}</strong>
          <span>{t.format('yourBets', money(progress.bets))}</span>
        </p>
      )}
      <progress className="ck-quest__bar" max={100} value={progress.percent} aria-label={t.progress} />
      <p className="ck-quest__next" aria-live="polite">
        {progress.next === null ? t.allDone : t.format('toNext', { ...money(Math.max(0, progress.next - progress.bets)), level: progress.level + 1 })}
      </p>
    </div>
  );
}
