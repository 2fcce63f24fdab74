import { groupIdsOf } from '../../../sdk/rules/groups.ts';
import { counterLabel } from '../../../sdk/rules/notifications.ts';
import { activeTournamentsCount, filterByGroups, newTournamentsCount } from '../../../sdk/rules/tournaments.ts';
import { tournamentListQuery } from '../../../sdk/query/tournaments.ts';
import { useQuery } from '../../../widgets/ui/use-query.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { messagesFor } from '../../../sdk/i18n/i18n.ts';
import { tournamentsMessages } from '../../../widgets/tournaments/messages.ts';
import { useLocale, useServices } from '../state/app-context.tsx';
import { seenTournaments } from '../state/tournament-counter.ts';
import { useTournamentNotices } from '../state/tournament-notices.ts';

/**
 * The number beside the menu's tournaments link (docs/product/tournaments-lotteries-quests.md#counter):
 * the active tournaments the visitor may see beyond the count stored at their last visit of the list.
 * Its own chunk, loaded after the first render (the lobby's first load does not carry it); the list
 * is the page's one query (sdk/query/tournaments.ts), shared with the tournaments page. It also
 * subscribes the signed-in player's tournament notices (state/tournament-notices.ts).
 */
export default function TournamentsCounter() {
  const services = useServices();
  const { core, session } = services;
  const locale = useLocale();
  const t = messagesFor(tournamentsMessages, locale);
  const user = useSignalValue(session.user);
  const seen = useSignalValue(seenTournaments);
  const list = useQuery(core, tournamentListQuery(core.http, locale));
  // The player's tournament notices come with this chunk (state/tournament-notices.ts).
  useTournamentNotices(services, user?.id);
  if (!list.data) return null;
  const fresh = newTournamentsCount(activeTournamentsCount(filterByGroups(list.data, groupIdsOf(user?.statuses)), Date.now()), seen);
  const label = counterLabel(fresh ?? 0);
  if (!fresh || !label) return null;
  return (
    <span className="badge nav__count" data-testid="tournaments-counter">
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{t.format('newTournaments', { count: fresh })}</span>
    </span>
  );
}
