/**
 * The player's notifications bar state, one per page, framework-free (docs/product/notifications-and-banners.md#notifications,
 * docs/api/notifications.md, docs/architecture.md "Server state"). The `<casino-notifications>` widget and
 * the host's header bell both read it (widgets/notifications/).
 *
 * - The list is the platform's (`GET /api/player/notifications`, the `['player', 'notifications']` query),
 *   observed while a player is signed in: what was pushed while the page was closed is there at load.
 * - A `personal_notifications#<id>` push invalidates it (sdk/query/channels.ts), so a push shows at once;
 *   a reconnect that could not recover the channel's missed publications (`REALTIME_UNRECOVERED`) reads
 *   the list again, so nothing pushed during a reconnect is lost.
 * - Kept 2 hours on this browser (`keepRecent`, sdk/rules/notifications.ts): counted from when this
 *   browser first saw the notification (in local storage), so a player back after a day still sees
 *   what came while away, for 2 hours.
 * - Closing the bar marks every shown notification read on the platform; dismissing one (or clearing
 *   all) deletes it there, so it stays dismissed on every page and device.
 * - Notices the page makes itself (a `tournament_notifications` push, host-demo/app/state/tournament-notices.ts)
 *   are `add`ed: kept in local storage only, 2 hours, forgotten at sign-out.
 */
import { computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { notificationsApi } from '../api/notifications.ts';
import type { NotificationItem } from '../api/schemas/notifications.ts';
import type { Core } from '../core.ts';
import { getQueries } from '../query/index.ts';
import { KEYS } from '../query/keys.ts';
import { counterLabel, keepRecent } from '../rules/notifications.ts';
import { getSession } from '../session/index.ts';
import { observeWhileSignedIn } from './observe-signed-in.ts';

export interface ShownNotification {
  /** The platform's id as a string, or the page's own id of an `add`ed notice. */
  id: string;
  kind: string;
  title: string;
  text: string;
  /** The casino page it links to (a path such as `/profile/gifts`), if any. */
  path: string | null;
  read: boolean;
  /** When this browser first had it (ms): the 2 hours count from here. */
  at: number;
}

/** A notice the page makes itself (not on the platform's list). */
export interface LocalNotice {
  id: string;
  title: string;
  text: string;
  path?: string;
}

interface StoredNotice extends LocalNotice {
  storedAt: number;
  read: boolean;
}

export interface NotificationsStore {
  /** Kept notifications, newest first ([] for a guest). */
  items: ReadonlySignal<ShownNotification[]>;
  /** `counterLabel` of the unread ones: '1'…'8', '9+', or null. */
  counter: ReadonlySignal<string | null>;
  unread: ReadonlySignal<number>;
  /** The list has been loaded at least once. */
  loaded: ReadonlySignal<boolean>;
  open: Signal<boolean>;
  /** Opens or closes the bar; closing marks every shown notification read. */
  toggle(): void;
  close(): void;
  /** Adds (or replaces) a notice of the page's own; unread. */
  add(notice: LocalNotice): void;
  dismiss(id: string): Promise<void>;
  clear(): Promise<void>;
}

/** Local storage: notification id → when this browser first saw it (ms); the page's own notices. */
const SEEN_KEY = 'ck_notifications_seen';
const LOCAL_KEY = 'ck_notifications';
/** How often the 2-hour window is re-applied while a player is signed in. */
const TICK_MS = 60_000;

function read<T>(key: string, fallback: T, valid: (value: unknown) => boolean): T {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null') as unknown;
    return valid(parsed) ? (parsed as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the 2 hours count from this page view.
  }
}

const stores = new WeakMap<Core, NotificationsStore>();

export function getNotifications(core: Core, now: () => number = Date.now): NotificationsStore {
  const existing = stores.get(core);
  if (existing) return existing;
  const session = getSession(core);
  const queries = getQueries(core);
  const api = notificationsApi(core.http);
  const query = { key: KEYS.notifications, fetch: (signal: AbortSignal) => api.list(signal), errorName: 'LOAD_NOTIFICATIONS_ERROR' };
  const entry = queries.state<NotificationItem[]>(KEYS.notifications);
  const clock = signal(now());
  const open = signal(false);
  let seen = read<Record<string, number>>(SEEN_KEY, {}, (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value));
  const local = signal(keepRecent(read<StoredNotice[]>(LOCAL_KEY, [], Array.isArray), now(), (notice) => notice.storedAt));
  const saveLocal = (notices: StoredNotice[]) => {
    const recent = keepRecent(notices, now(), (notice) => notice.storedAt);
    local.value = recent;
    write(LOCAL_KEY, recent);
  };

  // First sight of each listed id; ids the platform no longer lists are forgotten.
  const firstSeen = (list: readonly NotificationItem[]): Record<string, number> => {
    const at = now();
    const next: Record<string, number> = {};
    let changed = Object.keys(seen).length !== list.length;
    for (const item of list) {
      const id = String(item.id);
      next[id] = seen[id] ?? at;
      if (seen[id] === undefined) changed = true;
    }
    if (changed) {
      seen = next;
      write(SEEN_KEY, next);
    }
    return seen;
  };

  const items = computed<ShownNotification[]>(() => {
    if (session.status.value !== 'player') return [];
    void clock.value; // re-applied every minute
    const current = now();
    // Until the list has loaded, what was seen stays as stored.
    const list = entry.value.data ?? [];
    const times = entry.value.data ? firstSeen(list) : seen;
    const listed = list.map((item): ShownNotification => ({ id: String(item.id), kind: item.kind, title: item.title, text: item.text, path: item.link, read: item.read, at: times[String(item.id)] ?? current }));
    const own = local.value.map((notice): ShownNotification => ({ id: notice.id, kind: 'notice', title: notice.title, text: notice.text, path: notice.path ?? null, read: notice.read, at: notice.storedAt }));
    return keepRecent([...listed, ...own], current, (item) => item.at).sort((a, b) => b.at - a.at);
  });
  const unread = computed(() => items.value.filter((item) => !item.read).length);

  const report = (name: string, error: unknown) => core.bus.emit('error', { name, message: error instanceof Error ? error.message : String(error) });
  const without = (ids: ReadonlySet<number>) => queries.setQueryData<NotificationItem[]>(KEYS.notifications, (previous = []) => previous.filter((item) => !ids.has(item.id)));
  const isLocal = (id: string) => local.peek().some((notice) => notice.id === id);

  const markRead = () => {
    if (unread.peek() === 0) return;
    if (local.peek().some((notice) => !notice.read)) saveLocal(local.peek().map((notice) => ({ ...notice, read: true })));
    if (!(entry.peek().data ?? []).some((item) => !item.read)) return;
    queries.setQueryData<NotificationItem[]>(KEYS.notifications, (previous = []) => previous.map((item) => ({ ...item, read: true })));
    api.readAll().catch((error: unknown) => {
      report('READ_NOTIFICATIONS_ERROR', error);
      void queries.invalidate(KEYS.notifications);
    });
  };

  const dismissAll = async (all: string[]) => {
    const own = new Set(all.filter(isLocal));
    if (own.size > 0) saveLocal(local.peek().filter((notice) => !own.has(notice.id)));
    const ids = all.filter((id) => !own.has(id)).map(Number);
    if (ids.length === 0) return;
    without(new Set(ids));
    const results = await Promise.allSettled(ids.map((id) => api.dismiss(id)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      report('DISMISS_NOTIFICATION_ERROR', failed.reason);
      await queries.invalidate(KEYS.notifications);
    }
  };

  const store: NotificationsStore = {
    items,
    unread,
    counter: computed(() => counterLabel(unread.value)),
    loaded: computed(() => session.status.value === 'player' && entry.value.data !== undefined),
    open,
    toggle() {
      if (open.peek()) store.close();
      else open.value = true;
    },
    close() {
      if (!open.peek()) return;
      open.value = false;
      markRead();
    },
    add(notice) {
      saveLocal([{ ...notice, storedAt: now(), read: false }, ...local.peek().filter((existing) => existing.id !== notice.id)]);
    },
    dismiss: (id) => dismissAll([id]),
    clear: () => dismissAll(items.peek().map((item) => item.id)),
  };

  observeWhileSignedIn(session, queries, query);
  // The 2-hour window moves while a player is signed in; the bar closes at sign-out.
  let wasPlayer = false;
  effect(() => {
    if (session.status.value !== 'player') {
      open.value = false;
      // The page's own notices go with the player.
      if (wasPlayer) saveLocal([]);
      wasPlayer = false;
      return;
    }
    wasPlayer = true;
    const timer = setInterval(() => (clock.value = now()), TICK_MS);
    return () => clearInterval(timer);
  });
  core.bus.on('error', ({ name, message }) => {
    if (name === 'REALTIME_UNRECOVERED' && message.includes('personal_notifications#')) void queries.invalidate(KEYS.notifications);
  });
  stores.set(core, store);
  return store;
}
