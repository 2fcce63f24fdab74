import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { applyTheme } from '../../sdk/embed/theme.ts';
import { interpolate } from '../../sdk/i18n/interpolate.ts';
import { intlLocale } from '../../sdk/i18n/intl-locale.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { useCore, type CoreProps } from './use-core.ts';
import { messages } from './messages.ts';
import { useReachable } from './use-reachability.ts';

export interface FrameOptions {
  /** The widget's public name (the `widget` of its `error` event). */
  widget: string;
  /**
   * Show the unreachable fallback (default). Widgets that are only a button until used (search)
   * or need no platform (cookie banner) stay quiet; they still get the theme.
   */
  fallback?: boolean;
}

export interface UnreachableDetail {
  widget: string;
  name: 'PLATFORM_UNREACHABLE';
  message: string;
}

/**
 * What every widget is wrapped in, in both flavours (widgets/ui/define-widget.tsx, ShadowHost):
 * the light/dark theme of its element (sdk/embed/theme.ts), and, while the platform does not
 * answer, a fallback with a retry button above the widget, whose content is marked stale; one
 * `error` per outage (docs/integration.md "When the platform is unreachable").
 */
export function WidgetFrame({ props, options, onUnreachable, children }: { props: CoreProps; options: FrameOptions; onUnreachable?: (detail: UnreachableDetail) => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const theme = props.theme;
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    const host = root.host;
    applyTheme(host, theme);
    if (theme === 'light' || theme === 'dark' || typeof matchMedia !== 'function') return;
    // Auto follows the visitor switching their colour scheme.
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme(host, theme);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [theme]);
  return (
    <div ref={ref} className="ck-frame">
      {options.fallback === false ? (
        children
      ) : (
        <Unreachable props={props} widget={options.widget} onUnreachable={onUnreachable}>
          {children}
        </Unreachable>
      )}
    </div>
  );
}

/** The fallback while the platform does not answer, and the stale mark on what was shown before. */
function Unreachable({ props, widget, onUnreachable, children }: { props: CoreProps; widget: string; onUnreachable?: (detail: UnreachableDetail) => void; children: ReactNode }) {
  const core = useCore(props);
  const reachable = useReachable(core);
  const locale = resolveLocale(props.locale ?? core.config.locale);
  const t = messages[locale];

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
            {since !== null && ` ${interpolate(t.staleSince, { time: new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(since) })}`}
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
