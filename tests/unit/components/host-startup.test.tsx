import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackAffiliate, whenAffiliateAllowed } from '../../../host-demo/app/lib/affiliate.ts';
import { CONSENT_COOKIE, grantCookieConsent } from '../../../sdk/consent/cookie-consent.ts';
import { readCookie } from '../../../host-demo/app/lib/cookies.ts';
import { iosExitDue, surveyVisible } from '../../../host-demo/app/lib/startup-rules.ts';
import { sendUtmAfterSignUp, trackUtm } from '../../../host-demo/app/lib/utm.ts';
import { chatProvider } from '../../../host-demo/app/popups/chat-provider.ts';
import { SessionTimer } from '../../../host-demo/app/state/session-timer.ts';
import { Toasts } from '../../../sdk/state/toasts.ts';

const clearCookies = () => {
  for (const name of ['stag', 'affb_id']) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe('affiliate cookies (spec 000 §9)', () => {
  afterEach(clearCookies);

  it('defaults affb_id to 122, or 241 after a search engine, without overwriting an existing one', () => {
    expect(trackAffiliate('', 'https://partner.example/', '/', null).affbId).toBe('122');
    clearCookies();
    expect(trackAffiliate('', 'https://www.google.de/search?q=casino', '/', null).affbId).toBe('241');
    expect(trackAffiliate('', '', '/', null).affbId).toBe('241');
  });

  it('takes stag and affb_id from the landing URL, and a search engine stag from the config', () => {
    expect(trackAffiliate('?stag=aff_77&affb_id=999', '', '/', null)).toEqual({ stag: 'aff_77', affbId: '999' });
    clearCookies();
    trackAffiliate('', 'https://www.bing.com/', '/', { pages: { bing: { '/': '241_bing_home' } } });
    expect(readCookie('stag')).toBe('241_bing_home');
    clearCookies();
    trackAffiliate('?stag=<script>', '', '/', null);
    expect(readCookie('stag')).toBeNull();
  });
});

describe('affiliate cookies wait for consent (mirror setting affiliateCookies)', () => {
  afterEach(() => (document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`));

  it('after-consent (the default): nothing until every cookie is allowed; "essential" keeps waiting', () => {
    const track = vi.fn();
    const cancel = whenAffiliateAllowed(undefined, track);
    expect(track).not.toHaveBeenCalled();
    grantCookieConsent(document, new Date(), 'essential');
    expect(track).not.toHaveBeenCalled();
    grantCookieConsent(document, new Date(), 'all');
    expect(track).toHaveBeenCalledTimes(1);
    grantCookieConsent(document, new Date(), 'all');
    expect(track).toHaveBeenCalledTimes(1);
    cancel();
    // Consent given on an earlier visit: at once.
    whenAffiliateAllowed('after-consent', track);
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('on-landing: at once, before any choice; a cancelled wait never runs', () => {
    const track = vi.fn();
    whenAffiliateAllowed('on-landing', track);
    expect(track).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenAffiliateAllowed('after-consent', later)();
    grantCookieConsent(document, new Date(), 'all');
    expect(later).not.toHaveBeenCalled();
  });
});

describe('UTM tracking', () => {
  it('sends the UTM parameters once per visit, and nothing without them', async () => {
    sessionStorage.clear();
    const send = vi.fn(async () => ({}));
    expect(await trackUtm('?utm_source=news&utm_medium=mail&x=1', send)).toBe(true);
    expect(send).toHaveBeenCalledWith({ utm_source: 'news', utm_medium: 'mail' }, {});
    expect(await trackUtm('?utm_source=news&utm_medium=mail', send)).toBe(false);
    expect(await trackUtm('?x=1', send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a landing with a stag is sent even without UTM (an affiliate click); malformed tags are not sent (docs/api/affiliates.md "Clicks")', async () => {
    sessionStorage.clear();
    const send = vi.fn(async () => ({}));
    expect(await trackUtm('?stag=partner_7&affb_id=555', send)).toBe(true);
    expect(send).toHaveBeenLastCalledWith({}, { stag: 'partner_7', affb_id: '555' });
    expect(await trackUtm('?stag=partner_7&affb_id=555', send)).toBe(false);
    expect(await trackUtm('?stag=bad%20tag&affb_id=x&utm_source=ads', send)).toBe(true);
    expect(send).toHaveBeenLastCalledWith({ utm_source: 'ads' }, {});
    expect(await trackUtm('?affb_id=555', send)).toBe(false);
  });

  it('after sign-up, the visit’s landing UTM go to /log_utm_send; none, nothing', async () => {
    sessionStorage.clear();
    const send = vi.fn(async () => ({}));
    expect(await sendUtmAfterSignUp(send)).toBe(false);
    await trackUtm('?utm_source=news&utm_campaign=winter', vi.fn(async () => ({})));
    expect(await sendUtmAfterSignUp(send)).toBe(true);
    expect(send).toHaveBeenCalledWith({ utm_source: 'news', utm_campaign: 'winter' });
  });
});

describe('start-up decisions', () => {
  const config = { survey_id: 's', survey_collector_id: 'c', is_enable_widget: true };
  it('survey: both ids, enabled, logged in, 5 min + 5 s after login, not on a game, no modal', () => {
    const ok = { config, loggedIn: true, sinceLoginMs: 305_000, gamePage: false, blockingModal: false };
    expect(surveyVisible(ok)).toBe(true);
    expect(surveyVisible({ ...ok, sinceLoginMs: 304_999 })).toBe(false);
    expect(surveyVisible({ ...ok, config: { ...config, survey_collector_id: null } })).toBe(false);
    expect(surveyVisible({ ...ok, gamePage: true })).toBe(false);
    expect(surveyVisible({ ...ok, blockingModal: true })).toBe(false);
  });

  it('iOS exit popup: iOS in-app browsers, once, after 5 minutes with no cashbox or game, or on logout', () => {
    const state = { isIOS: true, inAppBrowser: true, alreadyShown: false, loggedIn: true, sinceLoginMs: 300_000, cashboxOpen: false, gameOpen: false, loggedOut: false };
    expect(iosExitDue(state)).toBe(true);
    expect(iosExitDue({ ...state, sinceLoginMs: 299_999 })).toBe(false);
    expect(iosExitDue({ ...state, cashboxOpen: true })).toBe(false);
    expect(iosExitDue({ ...state, alreadyShown: true })).toBe(false);
    expect(iosExitDue({ ...state, loggedIn: false, sinceLoginMs: 0, loggedOut: true })).toBe(true);
    expect(iosExitDue({ ...state, isIOS: false })).toBe(false);
  });

  it('chat provider by level group: live chat for players and VIPs, the second provider for guests', () => {
    expect(chatProvider([], false)).toBe('secondary');
    expect(chatProvider([], true)).toBe('live-chat');
    expect(chatProvider([259], true)).toBe('live-chat');
    expect(chatProvider([], true, [])).toBe('secondary');
  });
});

describe('host stores', () => {
  it('toasts auto-dismiss after 10 s unless told to stay', () => {
    vi.useFakeTimers();
    const toasts = new Toasts();
    toasts.show('info', 'a');
    toasts.show('warning', 'limit', { autoClose: false });
    toasts.show('info', 'a');
    expect(toasts.list.peek().map((toast) => toast.text)).toEqual(['a', 'limit']);
    vi.advanceTimersByTime(9_999);
    expect(toasts.list.peek()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toasts.list.peek().map((toast) => toast.text)).toEqual(['limit']);
    vi.useRealTimers();
  });

  it('the session timer survives a reload (session storage) and resets on logout', () => {
    sessionStorage.clear();
    let now = 5_000_000;
    const timer = new SessionTimer(() => now);
    timer.start();
    now += 3_723_000;
    const afterReload = new SessionTimer(() => now);
    afterReload.start();
    expect(afterReload.text.peek()).toBe('01:02:03');
    afterReload.reset();
    expect(afterReload.text.peek()).toBeNull();
    expect(sessionStorage.getItem('ck_session_started_at')).toBeNull();
    timer.reset();
  });
});

