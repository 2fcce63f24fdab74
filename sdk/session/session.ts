import { batch, computed, signal } from '@preact/signals-core';
import { authApi, type SignInCredentials } from '../api/auth.ts';
import { playerApi } from '../api/player.ts';
import { Account, CompPoints, type Player } from '../api/schemas/session.ts';
import type { EventBus } from '../events/bus.ts';
import type { HttpClient } from '../http/client.ts';
import { load } from '../http/load.ts';
import { deviceId } from './device.ts';
import type { RealtimeClient } from '../realtime/client.ts';
import { stateFromPostcode } from '../rules/postcode-state.ts';
import { applyPush } from '../query/channels.ts';
import type { QueryClient } from '../query/client.ts';
import { queryClientFor } from '../query/index.ts';
import { KEYS } from '../query/keys.ts';
import { accountsQuery, compPointsQuery, playerFieldsQuery } from '../query/queries.ts';

/**
 * Per-user channels (docs/api/realtime.md, contract §6.2). Every publication is re-emitted on the bus as `websocket`
 * (the contract's `websocket.<name>`) and applied to the queries it keeps current through the one
 * channel → query table (sdk/query/channels.ts, docs/architecture.md "Server state").
 */
export const USER_CHANNELS = [
  'balance',
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'tournament_notifications',
  'groups_updates',
  'jackpot_win_award',
  'personal_notifications',
  'payments_events',
  'payments_changes',
  'payment_methods_updated',
] as const;

/** Registration A/B test (docs/product/account-and-auth.md#registration, spec 000 §4): the user's id parity picks the group. */
export const AB_GROUP_EVEN = 543;
export const AB_GROUP_ODD = 544;
export const abGroupFor = (userId: number) => (userId % 2 === 0 ? AB_GROUP_EVEN : AB_GROUP_ODD);

export type SessionStatus = 'unknown' | 'guest' | 'player';

export interface SessionDeps {
  http: HttpClient;
  bus: EventBus;
  realtime: RealtimeClient;
  /** The UI's locale, synced to the profile on load (docs/product/account-and-auth.md#session, spec 000 §4). */
  locale: () => string;
  /** The page's query client (sdk/query); the session makes its own when none is given. */
  queries?: QueryClient;
}

/**
 * The player's session (docs/product/account-and-auth.md#session, spec 000 §4) as signals: one instance per page, shared by every widget.
 * Logged in when the profile has an id. Flows: load, login, logout, register, with the side
 * effects the spec lists.
 */
export class Session {
  readonly user = signal<Player | null>(null);
  readonly status = signal<SessionStatus>('unknown');
  readonly queries: QueryClient;
  /** The player's wallets and comp points are query entries (sdk/query/keys.ts), so pushes and loads agree. */
  readonly accounts;
  readonly compPoints;
  /** Which profile fields each context requires (`/api/info/player_fields` contexts). */
  readonly playerFieldContexts;
  /** The terms-acceptance popup should show (`terms_acceptance` in auth_fields_missed). */
  readonly termsRequired = computed(() => this.user.value?.auth_fields_missed?.includes('terms_acceptance') ?? false);
  readonly isLoggedIn = computed(() => this.status.value === 'player');
  /** The wallet in the player's currency. */
  readonly activeAccount = computed(() => {
    const currency = this.user.value?.currency;
    return this.accounts.value.find((account) => account.currency === currency) ?? null;
  });

  readonly #deps: SessionDeps;
  readonly #player;
  readonly #auth;
  #unsubscribers: (() => void)[] = [];
  #observers: (() => void)[] = [];

  constructor(deps: SessionDeps) {
    this.#deps = deps;
    const queries = (this.queries = deps.queries ?? queryClientFor(deps.bus));
    const accounts = queries.state<Account[]>(KEYS.accounts);
    const compPoints = queries.state<CompPoints>(KEYS.compPoints);
    this.accounts = computed(() => (this.status.value === 'player' ? (accounts.value.data ?? []) : []));
    this.compPoints = computed(() => (this.status.value === 'player' ? (compPoints.value.data ?? null) : null));
    this.playerFieldContexts = signal<Record<string, unknown>>({});
    this.#player = playerApi(deps.http);
    this.#auth = authApi(deps.http);
    deps.bus.on('auth-error', () => {
      if (this.status.peek() === 'player') this.#clear();
    });
  }

  /** Loads the profile; a body without an id means logged out. */
  async load(): Promise<void> {
    // Reloading a signed-in player means what the platform answers changed (a limit, a self-exclusion,
    // a verification): everything of the player is fetched again, not served from the cache.
    if (this.status.peek() === 'player') void this.queries.invalidate(['player']);
    const profile = await load(this.#deps.bus, 'LOAD_PLAYER_ERROR', () => this.#player.profile(), {} as Player);
    if (profile.id === undefined) {
      this.#clear();
      return;
    }
    await this.#becomePlayer(profile);
  }

  /** Sends this browser's device id as `dfpc` unless the caller gives one (sdk/session/device.ts). */
  async login(credentials: SignInCredentials): Promise<Player> {
    const dfpc = credentials.dfpc ?? deviceId();
    const profile = await this.#auth.signIn(dfpc ? { ...credentials, dfpc } : credentials);
    await this.#becomePlayer(profile);
    this.#deps.bus.emit('login', { userId: profile.id! });
    return profile;
  }

  /** The two-factor step after `login` was answered with an OTP requirement. */
  async loginWithOtp(code: string): Promise<Player> {
    const profile = await this.#auth.signInWithOtp(code);
    await this.#becomePlayer(profile);
    this.#deps.bus.emit('login', { userId: profile.id! });
    return profile;
  }

  async logout(): Promise<void> {
    try {
      await this.#auth.signOut();
    } finally {
      this.#clear();
      this.#deps.bus.emit('logout', {});
    }
  }

  /** `options.affiliate`: the landing's affiliate tags, sent beside the body (sdk/api/auth.ts `register`). */
  async register(fields: Record<string, unknown>, options: { abTest?: boolean; affiliate?: string } = {}): Promise<Player> {
    const dfpc = fields.dfpc ?? deviceId();
    const profile = await this.#auth.register(dfpc ? { ...fields, dfpc } : fields, options.affiliate);
    await this.#becomePlayer(profile);
    const userId = profile.id!;
    if (options.abTest) await load(this.#deps.bus, 'AB_GROUP_ERROR', () => this.#player.addGroups([abGroupFor(userId)]), null);
    this.#deps.bus.emit('registration', { userId });
    return profile;
  }

  /** A wallet update (HTTP or the `balance` push) replaces the wallet with the same currency. */
  applyAccount(account: Account): void {
    this.queries.setQueryData<Account[]>(KEYS.accounts, (previous) => [...(previous ?? []).filter((existing) => existing.currency !== account.currency), account]);
    this.#emitBalance(account);
  }

  #emitBalance(account: Account): void {
    this.#deps.bus.emit('balance', { currency: account.currency, amount_cents: account.amount_cents, available_to_cashout_cents: account.available_to_cashout_cents });
  }

  async #becomePlayer(profile: Player): Promise<void> {
    const wasPlayer = this.status.peek() === 'player';
    batch(() => {
      this.user.value = profile;
      this.status.value = 'player';
    });
    const locale = this.#deps.locale();
    const sync = profile.language && profile.language !== locale ? this.#player.updateLocale(locale).catch(() => undefined) : undefined;
    const { queries } = this;
    const { http } = this.#deps;
    // Observed while signed in: kept from garbage collection, fetched once (a re-login refreshes them).
    for (const observe of this.#observers.splice(0)) observe();
    this.#observers.push(queries.observe(accountsQuery(http)), queries.observe(compPointsQuery(http)));
    const [, , fields] = await Promise.all([
      queries.fetchQuery(accountsQuery(http)).catch(() => null),
      queries.fetchQuery(compPointsQuery(http)).catch(() => null),
      queries.fetchQuery(playerFieldsQuery(http)).catch(() => null),
      sync,
    ]);
    // A 401 (auth-error) while loading has already ended this session: do not bring it back.
    if (this.user.peek() !== profile) return;
    this.playerFieldContexts.value = (fields?.contexts as Record<string, unknown> | undefined) ?? {};
    await this.#deriveState(profile, (fields?.contexts as Record<string, unknown> | undefined)?.edition);
    if (!wasPlayer) this.#subscribeUserChannels(profile.id!);
  }

  /** docs/product/account-and-auth.md#session (Spec 000 §4): where the edition context wants a state and none is stored, derive it from the postcode. */
  async #deriveState(profile: Player, editionFields: unknown): Promise<void> {
    const wantsState = Array.isArray(editionFields) && editionFields.includes('state');
    if (!wantsState || profile.state || !profile.country || !profile.postal_code) return;
    const state = stateFromPostcode(profile.country, profile.postal_code);
    if (!state) return;
    await load(this.#deps.bus, 'UPDATE_STATE_ERROR', () => this.#player.update('edition', { state }), null);
    if (this.user.peek() === profile) this.user.value = { ...profile, state };
  }

  #subscribeUserChannels(userId: number): void {
    this.#deps.realtime.reconnect();
    for (const name of USER_CHANNELS) {
      const channel = `${name}#${userId}`;
      this.#unsubscribers.push(
        this.#deps.realtime.subscribe(channel, (data) => {
          applyPush(this.queries, channel, data);
          this.#deps.bus.emit('websocket', { channel, name, data });
          if (name === 'balance') {
            const account = Account.safeParse(data);
            if (account.success) this.#emitBalance(account.data);
          }
          if (name === 'groups_updates') this.#reloadGroups();
        }),
      );
    }
  }

  /**
   * A group change (`groups_updates`) reads the profile again, so group-targeted banners and notices
   * follow at once without a reload (docs/product/notifications-and-banners.md#banner-visibility); the
   * platform's statuses are the truth (a change may add one group and remove others).
   */
  #reloadGroups(): void {
    const user = this.user.peek();
    void this.#player
      .profile()
      .then((profile) => {
        if (profile.id !== undefined && this.user.peek() === user) this.user.value = { ...user, statuses: profile.statuses };
      })
      .catch(() => undefined);
  }

  #clear(): void {
    const wasPlayer = this.status.peek() === 'player';
    for (const unsubscribe of this.#unsubscribers.splice(0)) unsubscribe();
    for (const unobserve of this.#observers.splice(0)) unobserve();
    batch(() => {
      this.user.value = null;
      this.status.value = 'guest';
    });
    // The player's server state goes with the player (sdk/query/keys.ts: all under `player`).
    this.queries.remove(['player']);
    if (wasPlayer) this.#deps.realtime.reconnect();
  }
}
