import { useEffect } from 'react';
import { ValidationError } from '../../../sdk/http/errors.ts';
import { formatMoney } from '../../../sdk/money/format.ts';
import { IOS_EXIT_POPUP_RECHECK_MS } from '../../../sdk/rules/constants.ts';
import { depositPromocodeSteps } from '../../../sdk/rules/guards.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { cancelledWarning } from '../../../widgets/cashbox/cancelled-warning.ts';
import type { QueryOptions } from '../../../sdk/query/client.ts';
import { getQueries } from '../../../sdk/query/index.ts';
import { KEYS as QUERY_KEYS } from '../../../sdk/query/keys.ts';
import { rememberLanding, trackAffiliate, whenAffiliateAllowed } from '../lib/affiliate.ts';
import { startIdleTitle } from '../lib/idle-title.ts';
import { iosExitDue, surveyVisible } from '../lib/startup-rules.ts';
import { KEYS, readJson, writeJson } from '../lib/storage.ts';
import { sendUtmAfterSignUp, trackUtm } from '../lib/utm.ts';
import { useServices, useT } from './app-context.tsx';
import { overlays, setOverlay } from './overlays.ts';
import { PROMOTION_PAGES_KEY, type Services } from './services.ts';

/** Start-up and session behaviour of docs/product/shell-and-routes.md#start-up, docs/product/errors-and-network.md#constants (spec 000 §4 and §9), each a small effect. Renders nothing. */
export function StartupEffects() {
  const services = useServices();
  const t = useT();
  const status = useSignalValue(services.session.status);
  const user = useSignalValue(services.session.user);
  const geo = useSignalValue(services.geo);

  // Affiliate cookies (from the landing URL, kept in memory until the visitor allows them, or at
  // once where the mirror counts them essential) and UTM tracking, once per page load.
  useEffect(() => {
    const { api, boot } = services;
    const landing = { search: location.search, referrer: document.referrer, path: location.pathname };
    const track = () =>
      void startupLoad(services, { key: ['config', 'stag-by-referrer-name'], fetch: api.stagConfig, errorName: 'LOAD_STAG_CONFIG_ERROR' }).then((config) => trackAffiliate(landing.search, landing.referrer, landing.path, config));
    rememberLanding(landing.search);
    const cancel = whenAffiliateAllowed(boot.mirror.affiliateCookies, track);
    void trackUtm(location.search, (metrics, tags) => api.logUtm(metrics, tags));
    // The new player's attribution gets the landing's UTM (docs/api/affiliates.md "Attribution").
    const offRegistration = services.core.bus.on('registration', () => void sendUtmAfterSignUp((metrics) => api.logUtmSend(metrics)));
    return () => {
      cancel();
      offRegistration();
    };
  }, [services]);

  // Promotion pages the operator switched off (sdk/rules/guards.ts `promotionPageGuard`): once loaded, the guards run again on what is shown.
  useEffect(() => {
    void startupLoad(services, { key: [...PROMOTION_PAGES_KEY], fetch: services.api.promotionPages, errorName: 'LOAD_CONFIG_ERROR' }).then((pages) => {
      if (pages) services.nav.refresh();
    });
  }, [services]);

  // Idle page title while the tab is hidden.
  useEffect(() => startIdleTitle(() => services.messages.peek().idleTitle), [services]);

  // The Australia-only confirmation card.
  useEffect(() => {
    setOverlay('auNotice', geo.country === 'AU' && !readJson<boolean>('local', KEYS.auConfirmed, false));
  }, [geo.country]);

  // Logout: message (the session has dropped the player's server state, sdk/query `['player']`).
  useEffect(
    () =>
      services.core.bus.on('logout', () => {
        services.toasts.show('info', services.messages.peek().loggedOut);
        checkIosExit(services, { loggedOut: true });
      }),
    [services],
  );

  // Signed in: stored deposit promo code, cancelled deposits. Personal notifications are the header's
  // bell (widgets/notifications, sdk/state/notifications.ts); tournament ones: layout/TournamentsCounter.tsx.
  const userId = user?.id;
  useEffect(() => {
    if (status !== 'player' || userId === undefined) return;
    void runDepositPromocode(services).then(() => runGiftPromocode(services));
    void warnCancelledDeposit(services);
    const offResult = services.core.bus.on('deposit-result', () => void warnCancelledDeposit(services, true));
    return () => {
      offResult();
    };
  }, [status, userId, services]);

  // Survey gate and iOS exit: re-checked every minute while signed in.
  useEffect(() => {
    if (status !== 'player') return;
    if (readJson<number | null>('session', KEYS.surveyGateAt, null) === null) writeJson('session', KEYS.surveyGateAt, Date.now());
    const survey = services.flags.survey ? startupLoad(services, { key: ['config', 'survey-config'], fetch: services.api.surveyConfig, errorName: 'LOAD_SURVEY_CONFIG_ERROR' }) : Promise.resolve(null);
    const check = () => {
      void survey.then((config) => setOverlay('survey', surveyVisible({ config, loggedIn: true, sinceLoginMs: sinceLogin(), gamePage: isGamePage(services), blockingModal: Boolean(services.nav.view.peek()?.popup) }) && !readJson('session', 'ck_survey_done', false)));
      checkIosExit(services, {});
    };
    check();
    const timer = setInterval(check, IOS_EXIT_POPUP_RECHECK_MS);
    return () => clearInterval(timer);
  }, [status, services]);

  void t;
  return null;
}

const sinceLogin = () => Date.now() - (readJson<number | null>('session', KEYS.surveyGateAt, null) ?? Date.now());
const isGamePage = (services: Services) => services.nav.view.peek()?.page.page === 'game';

/**
 * A one-off start-up load on the page's query layer (sdk/query, docs/architecture.md "Server
 * state"): kept for the page's life unless invalidated; a failure is reported on the bus under
 * `errorName` and read as `null` (docs/product/errors-and-network.md#loads-and-writes).
 */
function startupLoad<T>(services: Services, options: QueryOptions<T>): Promise<T | null> {
  return getQueries(services.core).fetchQuery({ staleMs: Infinity, ...options }).catch(() => null);
}

/** Asked once a page (the iOS exit check runs every minute): a failure stays `null`. */
let clientContext: Promise<{ isIOS?: boolean; isMetaWebview?: boolean } | null> | null = null;

function checkIosExit(services: Services, { loggedOut = false }: { loggedOut?: boolean }) {
  clientContext ??= startupLoad(services, { key: ['info', 'client_context'], fetch: services.api.clientContext, errorName: 'LOAD_CLIENT_CONTEXT_ERROR' });
  void clientContext.then((context) => {
    const view = services.nav.view.peek();
    const due = iosExitDue({
      isIOS: Boolean(context?.isIOS),
      inAppBrowser: Boolean(context?.isMetaWebview),
      alreadyShown: readJson<boolean>('session', KEYS.iosExitShown, false),
      loggedIn: services.session.isLoggedIn.peek(),
      sinceLoginMs: sinceLogin(),
      cashboxOpen: view?.popup?.name === 'cashbox',
      gameOpen: view?.page.page === 'game',
      loggedOut,
    });
    if (due && !overlays.peek().iosExit) {
      writeJson('session', KEYS.iosExitShown, true);
      setOverlay('iosExit', true);
    }
  });
}

/** A stored deposit code (docs/product/shell-and-routes.md#promo-codes-in-the-address, spec 000 §2.4): enable bonuses, set the code, open deposit; a stale code on the profile is cleared first. */
async function runDepositPromocode(services: Services) {
  const code = services.readPromocodes().depositPromocode;
  if (!code) return;
  const { api, session, nav } = services;
  const current = session.user.peek()?.deposit_bonus_code;
  const codeInvalid = Boolean(current && current !== code) || !/^[A-Za-z0-9_-]{1,64}$/.test(code);
  try {
    for (const step of depositPromocodeSteps(codeInvalid)) {
      if (step === 'clear_bonus_code') await api.clearBonusCode();
      if (step === 'enable_bonuses') await api.enableBonuses();
      if (step === 'set_bonus_code' && /^[A-Za-z0-9_-]{1,64}$/.test(code)) await api.setBonusCode(code);
      if (step === 'open_deposit') {
        // The cashbox reads the code and the bonus setting from the player: load them as they now are.
        await session.load().catch(() => undefined);
        services.toasts.show('success', services.messages.peek().format('promoStored', { code }));
        nav.navigate(nav.href('/deposit'));
      }
    }
  } catch (error) {
    console.warn('[host] deposit promo code flow failed', error);
    // A code no deposit campaign has (docs/api/bonuses.md): say so instead of opening the cashbox.
    if (error instanceof ValidationError) services.toasts.show('error', services.messages.peek().format('promoRejected', { code }));
  } finally {
    const { giftPromocode } = services.readPromocodes();
    services.clearPromocodes();
    if (giftPromocode) writeJson('session', KEYS.promocodes, { giftPromocode });
  }
}

/**
 * A stored gift code (docs/product/bonuses-and-free-spins.md#promo-codes, spec 000 §2.4) ends in a
 * real bonus: redeemed once signed in (POST /api/v2/bonuses/promo-code, docs/api/bonuses.md "Player
 * routes"), then the player sees it at /profile/gifts. A deposit code given this way is kept for the
 * next deposit. The bonuses API is loaded only when such a code is stored (the host's first load
 * stays as it was).
 */
async function runGiftPromocode(services: Services) {
  const code = services.readPromocodes().giftPromocode;
  if (!code) return;
  services.clearPromocodes();
  const t = services.messages.peek();
  try {
    const { bonusesApi } = await import('../../../sdk/api/bonuses.ts');
    const answer = await bonusesApi(services.core.http).promoCode(code);
    const queries = getQueries(services.core);
    void queries.invalidate(QUERY_KEYS.bonuses);
    void queries.invalidate(QUERY_KEYS.freespins);
    if (answer.bonus_type === 'deposit') {
      void services.session.load().catch(() => undefined);
      services.toasts.show('success', t.format('promoNextDeposit', { name: answer.name }));
    } else services.toasts.show('success', t.format('promoGiftAdded', { name: answer.name }));
  } catch (error) {
    console.warn('[host] gift promo code flow failed', error);
    services.toasts.show('warning', t.format('promoRejected', { code }));
  }
  services.nav.navigate(services.nav.href('/profile/gifts'));
}

/** The cancelled-deposit warning at start-up and after any deposit result: once per payment, shared with the cashbox widget. */
async function warnCancelledDeposit(services: Services, fresh = false) {
  // The page's one payments query (sdk/query), shared with the cashbox; a deposit result asks afresh.
  const queries = getQueries(services.core);
  if (fresh) void queries.invalidate(QUERY_KEYS.payments);
  const query = { key: QUERY_KEYS.payments, fetch: () => services.api.payments(), errorName: 'LOAD_PAYMENTS_ERROR' };
  const payments = await queries.fetchQuery(query).catch(() => []);
  // The cashbox widget's record: a payment it already announced is not announced again here.
  // The host's Payment type lists only the fields it reads; the platform sends the full SDK shape.
  const payment = cancelledWarning(payments as unknown as Parameters<typeof cancelledWarning>[0], Date.now());
  if (!payment) return;
  const t = services.messages.peek();
  services.toasts.show(
    'warning',
    t.format('cancelledPayment', { action: payment.action === 'deposit' ? t.actionDeposit : t.actionCashout, amount: formatMoney(payment.amount_cents, payment.currency, services.locale.peek()) }),
  );
}
