import { useCallback, useEffect, useMemo, useRef } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { QUEST_RETRY_MS } from '../../sdk/rules/quests.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { ensureSession } from '../ui/use-player.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { Countdown } from '../ui/countdown.tsx';
import { QuestLadder, QuestProgress } from './QuestLadder.tsx';
import { questMessages } from './messages.ts';
import { findQuest, progressOf, useQuestStatus, useQuests, type Quest as QuestItem } from './use-quests.ts';

export interface QuestProps extends CoreProps {
  /** The quest to show: its slug (`quest--xs--starter` → `starter`), whole identifier or id. Without it: the list of quests. */
  quest?: string;
  /** Prefix of the casino's links (the host's locale prefix); default none. */
  basePath?: string;
  /** A link was pressed (`{ path, href }`: a quest's page, `/login`); without a handler links navigate. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

/**
 * The quest widget (docs/widgets.md "quest", docs/product/tournaments-lotteries-quests.md#quests): one
 * quest's ladder of levels (completed / active / locked), the player's bets and what is left to the next
 * level in money, each level's reward and the time left; or, without `quest`, the list of quests.
 * Live: a `tournaments_statuses` push refreshes the player's status (sdk/query/channels.ts). A guest
 * sees the ladder and a sign-in prompt. Script tag `<casino-quest quest="starter">` or React.
 */
export function Quest(props: QuestProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(questMessages, locale);
  const core = useCore(props);
  const session = useMemo(() => ensureSession(core), [core]);
  const status = useSignalValue(session.status);
  const list = useQuests(core, locale);
  const navigate = useNavigate(props);
  const base = props.basePath ?? '';

  // An empty quest list is asked for again once, after 200 ms (docs/product/tournaments-lotteries-quests.md#quest-levels).
  const retried = useRef(false);
  const empty = list.data !== undefined && list.quests.length === 0;
  const { refetch } = list;
  useEffect(() => {
    if (!empty || retried.current) return;
    retried.current = true;
    const timer = setTimeout(refetch, QUEST_RETRY_MS);
    return () => clearTimeout(timer);
  }, [empty, refetch]);

  const quest = props.quest ? findQuest(list.quests, props.quest) : undefined;
  const heading = props.quest ? (quest?.tournament.title ?? t.title) : t.listTitle;

  let body;
  if (list.loading) body = <p role="status" className="ck-quest__muted">{t.loading}</p>;
  else if (list.error !== null && list.data === undefined) {
    body = (
      <p role="alert" className="ck-quest__muted">
        {t.failed}{' '}
        <button type="button" className="ck-quest__link" onClick={list.refetch}>{t.retry}</button>
      </p>
    );
  } else if (props.quest && !quest) body = <p className="ck-quest__muted">{t.notFound}</p>;
  else if (!props.quest && list.quests.length === 0) body = <p className="ck-quest__muted">{t.empty}</p>;
  else if (quest) body = <OneQuest quest={quest} core={core} locale={locale} signedIn={status === 'player'} guest={status === 'guest'} navigate={navigate} base={base} />;
  else {
    body = (
      <ul className="ck-quest__list">
        {list.quests.map((item) => (
          <QuestCard key={item.tournament.id} quest={item} core={core} locale={locale} signedIn={status === 'player'} navigate={navigate} base={base} />
        ))}
      </ul>
    );
  }

  return (
    <section className="ck-quest" aria-labelledby="ck-quest-title">
      <h2 id="ck-quest-title" className="ck-quest__title">{heading}</h2>
      {body}
    </section>
  );
}

type Navigate = (path: string, href: string) => (event: { preventDefault(): void }) => void;

/** Links that go through `onNavigate` when the page gave one (the host's router), else navigate. */
function useNavigate(props: QuestProps): Navigate {
  const handler = useRef(props.onNavigate);
  handler.current = props.onNavigate;
  return useCallback((path: string, href: string) => (event: { preventDefault(): void }) => {
    if (!handler.current) return;
    event.preventDefault();
    handler.current({ path, href });
  }, []);
}

interface QuestViewProps {
  quest: QuestItem;
  core: ReturnType<typeof useCore>;
  locale: ReturnType<typeof resolveLocale>;
  signedIn: boolean;
  navigate: Navigate;
  base: string;
}

function OneQuest({ quest, core, locale, signedIn, guest, navigate }: QuestViewProps & { guest: boolean }) {
  const t = messagesFor(questMessages, locale);
  const standing = useQuestStatus(core, quest.tournament.id, signedIn);
  const progress = progressOf(quest, standing.data?.bet_cents ?? 0);
  const login = `${core.config.api}/login`;
  return (
    <div className="ck-quest__one">
      <p className="ck-quest__timer"><Countdown item={quest.tournament} locale={locale} /></p>
      {guest ? (
        <div className="ck-quest__guest">
          <p>{t.signIn}</p>
          <a className="ck-button ck-quest__cta" href={login} onClick={navigate('/login', login)}>{t.signInButton}</a>
        </div>
      ) : signedIn && standing.data ? (
        <QuestProgress progress={progress} count={quest.points.length} locale={locale} />
      ) : null}
      <QuestLadder quest={quest} progress={progress} locale={locale} personal={signedIn && standing.data !== undefined} />
    </div>
  );
}

function QuestCard({ quest, core, locale, signedIn, navigate, base }: QuestViewProps) {
  const t = messagesFor(questMessages, locale);
  const standing = useQuestStatus(core, quest.tournament.id, signedIn);
  const progress = progressOf(quest, standing.data?.bet_cents ?? 0);
  const { path } = quest;
  const href = `${base}${path}`;
  const titleId = `ck-quest-card-${quest.tournament.id}`;
  return (
    <li className="ck-quest__card" aria-labelledby={titleId}>
      <h3 id={titleId} className="ck-quest__card-title">{quest.tournament.title}</h3>
      <p className="ck-quest__muted">
        {signedIn && standing.data ? t.format('levelOf', { level: progress.level, count: quest.points.length }) : t.format('levels', { count: quest.points.length })}
        {' · '}
        <Countdown item={quest.tournament} locale={locale} />
      </p>
      {signedIn && standing.data && <QuestProgress progress={progress} count={quest.points.length} locale={locale} compact />}
      <a className="ck-button ck-quest__cta" href={href} onClick={navigate(path, href)} aria-label={t.format('openNamed', { title: quest.tournament.title })}>{t.open}</a>
    </li>
  );
}
