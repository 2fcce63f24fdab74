import { useEffect, useLayoutEffect, useReducer, useRef, type ComponentType, type ReactNode } from 'react';
import { loadLocale, localeReady, onMessagesChange } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { loadOverrides } from '../../sdk/i18n/overrides.ts';
import { useCore, type CoreProps } from './use-core.ts';
import { applyTheme } from '../../sdk/embed/theme.ts';

export interface FrameOptions {
  /** The widget's public name (the `widget` of its `error` event). */
  widget: string;
  /**
   * The unreachable fallback (widgets/ui/Unreachable.tsx), passed by widgets that load from the
   * platform. Widgets that are only a button until used (search) or need no platform (cookie
   * banner) leave it out and stay small; they still get the theme.
   */
  fallback?: ComponentType<FallbackProps>;
}

export interface FallbackProps {
  props: CoreProps;
  widget: string;
  onUnreachable?: (detail: UnreachableDetail) => void;
  children: ReactNode;
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
 * `error` per outage (docs/integration.md "When the platform is unreachable"). The widget renders
 * once its locale's strings are in (English is bundled; every other locale is a chunk), and again
 * when strings change (docs/architecture.md "Internationalisation").
 */
export function WidgetFrame({ props, options, onUnreachable, children }: { props: CoreProps; options: FrameOptions; onUnreachable?: (detail: UnreachableDetail) => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const theme = props.theme;
  const Fallback = options.fallback;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const locale = props.locale;
  const core = useCore(props);
  useEffect(() => {
    const off = onMessagesChange(rerender);
    void loadLocale(locale);
    // The operator's overlay, once per platform, locale and 5-minute bucket (sdk/i18n/overrides.ts).
    void loadOverrides(core.http, resolveLocale(locale), Date.now());
    return off;
  }, [locale, core]);
  const content = localeReady(locale) ? children : null;
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
      {Fallback ? (
        <Fallback props={props} widget={options.widget} onUnreachable={onUnreachable}>
          {content}
        </Fallback>
      ) : (
        content
      )}
    </div>
  );
}
