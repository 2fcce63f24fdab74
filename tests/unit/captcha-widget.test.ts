// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": false, "enableJavaScriptEvaluation": true, "suppressInsecureJavaScriptEnvironmentWarning": true}}
/**
 * The provider-agnostic half of the login captcha (sdk/captcha/provider-widget.ts, docs/operations.md
 * "Captcha"): which widget the settings ask for, its script and CSP origins, and loading the
 * script once per page — the fake provider's real script over HTTP on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_SCRIPTS, captchaCspSources, captchaScriptUrl, captchaWidgetConfig, loadCaptchaApi } from '../../sdk/captcha/provider-widget.ts';
import { fakeCaptchaScript } from '../e2e/fake-captcha.ts';

describe('captchaWidgetConfig', () => {
  it('is null for the sandbox question (no site key)', () => {
    expect(captchaWidgetConfig({ recaptcha: '', captcha_provider: '' })).toBeNull();
    expect(captchaWidgetConfig({ recaptcha: '   ' })).toBeNull();
    expect(captchaWidgetConfig(null)).toBeNull();
  });

  it('names the provider and its own explicit-render script', () => {
    expect(captchaWidgetConfig({ recaptcha: 'key', captcha_provider: 'hcaptcha' })).toEqual({ provider: 'hcaptcha', siteKey: 'key', scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit' });
    expect(captchaWidgetConfig({ recaptcha: 'key', captcha_provider: 'turnstile', captcha_script_url: '' })).toEqual({ provider: 'turnstile', siteKey: 'key', scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit' });
  });

  it('takes an older platform without captcha_provider as Turnstile, and an override script URL only when it is http(s)', () => {
    expect(captchaWidgetConfig({ recaptcha: 'key' })?.provider).toBe('turnstile');
    expect(captchaWidgetConfig({ recaptcha: 'key', captcha_provider: 'recaptcha' })?.provider).toBe('turnstile');
    expect(captchaScriptUrl('turnstile', 'https://cdn.example/ts.js')).toBe('https://cdn.example/ts.js');
    expect(captchaScriptUrl('turnstile', 'javascript:alert(1)')).toBe(CAPTCHA_SCRIPTS.turnstile);
    expect(captchaScriptUrl('hcaptcha', 'not a url')).toBe(CAPTCHA_SCRIPTS.hcaptcha);
  });
});

describe('captchaCspSources', () => {
  it('allows the provider’s script and frame origins, and an override’s origin', () => {
    expect(captchaCspSources('turnstile')).toEqual({ 'script-src': ['https://challenges.cloudflare.com'], 'frame-src': ['https://challenges.cloudflare.com'], 'style-src': [], 'connect-src': [] });
    const hcaptcha = captchaCspSources('hcaptcha', 'http://127.0.0.1:9999/api.js');
    expect(hcaptcha['script-src']).toEqual(['https://hcaptcha.com', 'https://*.hcaptcha.com', 'http://127.0.0.1:9999']);
    expect(hcaptcha['style-src']).toEqual(['https://hcaptcha.com', 'https://*.hcaptcha.com']);
  });
});

describe('loadCaptchaApi', () => {
  let fake: Awaited<ReturnType<typeof fakeCaptchaScript>>;
  beforeAll(async () => {
    fake = await fakeCaptchaScript();
  });
  afterAll(() => fake.server.close());

  it('loads the script once, however many widgets ask, and resolves with the provider’s API', async () => {
    const config = { provider: 'turnstile' as const, siteKey: 'key', scriptUrl: fake.url };
    const [first, second] = await Promise.all([loadCaptchaApi(config), loadCaptchaApi(config)]);
    expect(first).toBe(second);
    expect(await loadCaptchaApi(config)).toBe(first);
    expect(fake.requests()).toBe(1);
    expect(document.querySelectorAll(`script[src="${fake.url}"]`)).toHaveLength(1);

    const container = document.createElement('div');
    let token = '';
    const id = first.render(container, { sitekey: 'key', callback: (value) => (token = value) });
    container.querySelector('button')!.click();
    expect(token).toBe('fake-token-key-1');
    first.reset(id);
    expect(container.querySelector('button')!.getAttribute('aria-pressed')).toBe('false');
  });

  it('rejects a script that fails, and tries again on the next call', async () => {
    const missing = { provider: 'hcaptcha' as const, siteKey: 'key', scriptUrl: fake.url.replace('/turnstile/', '/missing/') };
    await expect(loadCaptchaApi(missing)).rejects.toThrow();
    await expect(loadCaptchaApi(missing)).rejects.toThrow();
    expect(document.querySelectorAll(`script[src="${missing.scriptUrl}"]`)).toHaveLength(2);
  });
});
