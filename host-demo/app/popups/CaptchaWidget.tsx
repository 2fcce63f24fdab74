import { useEffect, useId, useRef, useState } from 'react';
import { loadCaptchaApi, type CaptchaApi, type CaptchaWidgetConfig } from '../../../sdk/captcha/provider-widget.ts';
import { useT } from '../state/app-context.tsx';

/**
 * The sign-in captcha's provider widget (Turnstile or hCaptcha; docs/host.md "Login captcha",
 * docs/api/auth-and-players.md "Captcha"). Its script loads on first render only (the popup
 * renders this once the platform asked for a captcha), the widget renders explicitly into our
 * container and hands its token to `onToken`; a new `resets` value resets it (a token is good for
 * one sign-in). The widget's own iframe is the provider's, keyboard-operable and labelled by it;
 * we label the group around it.
 */
export function CaptchaWidget({ config, onToken, resets, error }: { config: CaptchaWidgetConfig; onToken: (token: string | null) => void; resets: number; error?: string }) {
  const t = useT();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | number } | null>(null);
  const tokenTo = useRef(onToken);
  tokenTo.current = onToken;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadCaptchaApi(config).then(
      (api) => {
        if (cancelled || !container.current) return;
        const widgetId = api.render(container.current, {
          sitekey: config.siteKey,
          callback: (token) => tokenTo.current(token),
          'expired-callback': () => tokenTo.current(null),
          'error-callback': () => tokenTo.current(null),
        });
        widget.current = { api, id: widgetId };
        setStatus('ready');
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      const current = widget.current;
      widget.current = null;
      current?.api.remove?.(current.id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new config object with the same values keeps the widget
  }, [config.provider, config.siteKey, config.scriptUrl]);

  useEffect(() => {
    if (resets === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    tokenTo.current(null);
  }, [resets]);

  const described = error || status === 'failed' ? `${id}-error` : undefined;
  return (
    <div className={`ck-field${error ? ' ck-field--invalid' : ''}`} role="group" aria-labelledby={`${id}-label`} aria-describedby={described} data-testid="captcha-widget">
      <span id={`${id}-label`} className="ck-field__label">
        {t.captchaWidgetLabel}
      </span>
      <div ref={container} className="captcha-widget" />
      {status === 'loading' && <p className="ck-field__hint">{t.captchaLoading}</p>}
      {(error || status === 'failed') && (
        <p id={`${id}-error`} className="ck-field__error" role="alert">
          {status === 'failed' ? t.captchaUnavailable : error}
        </p>
      )}
    </div>
  );
}
