import { useEffect, useRef } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { intlLocale } from '../../sdk/i18n/intl-locale.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { useCore } from './use-core.ts';
import { messages } from './messages.ts';
import { useReachable } from './use-reachability.ts';
import type { FallbackProps } from './WidgetFrame.tsx';

/**
 * The fallback while the platform does not answer (sdk/http/reachability.ts): a message with a
 * retry button above the widget, the widget's content marked stale, one `error` per outage
 * (docs/integration.md "When the platform is unreachable"). Used through WidgetFrame's `fallback`.
 */
export function Unreachable({ props, widget, onUnreachable, children }: FallbackProps) {
  const core = useCore(props);
  const reachable = useReachable(core);
  const locale = resolveLocale(props.locale ?? core.config.locale);
  const t = messagesFor(messages, locale);

  const reportRef = useRef(onUnreachable);
  reportRef.current = onUnreachable;
  useEffect(() => {
    if (!reachable) reportRef.current?.({ widget, name: 'PLATFORM_UNREACHABLE', message: `no answer from ${core.config.api || 'the platform'}` });
  }, [reachable, widget, core]);

  const since = core.http.reachability.lastAnswerAt;
  return (
    <>
      {!reachable && (
        <div className="ck-offline" role="alert">
          <p className="ck-offline__title">{t.unreachableTitle}</p>
          <p className="ck-offline__text">
            {t.unreachableText}
            {since !== null && ` ${t.format('staleSince', { time: new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(since) })}`}
          </p>
          <button type="button" className="ck-button" onClick={() => core.http.retryNow()}>
            {t.retry}
          </button>
        </div>
      )}
      <div className="ck-frame__content" data-stale={reachable ? undefined : ''}>
        {children}
      </div>
    </>
  );
}
