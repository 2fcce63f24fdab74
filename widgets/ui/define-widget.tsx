import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../../sdk/i18n/i18n.ts';
import { adoptStyles, BASE_CSS } from './styles.ts';
import type { CoreProps } from './use-core.ts';
import { WidgetFrame, type FrameOptions } from './WidgetFrame.tsx';

/** What `CasinoKit.mount` and a custom element get back from a widget chunk. */
export interface WidgetHandle<Props> {
  update(props: Partial<Props>): void;
  unmount(): void;
  /** Listens to the widget's DOM events (the same CustomEvents the element dispatches). */
  on(event: string, listener: (detail: unknown) => void): () => void;
}

export type WidgetMount<Props> = ((host: HTMLElement, props: Partial<Props>) => WidgetHandle<Props>) & {
  /** The loader awaits it before `mount`: the locale's strings (sdk/i18n/i18n.ts), so the first render is in the page's language. */
  prepare(props: Partial<Props>): Promise<void>;
};

/**
 * Turns a React-API component into the script-tag flavour's `mount`: it renders into the host's
 * shadow root, and maps callback props to CustomEvents on the host (`events`: prop → event name),
 * which bubble out of the shadow root so the page can listen on the element. The shared frame
 * (widgets/ui/WidgetFrame.tsx) adds the theme and the unreachable fallback, whose `error` event
 * leaves the element the same way.
 */
export function defineWidget<Props extends object>(
  Component: ComponentType<Props>,
  css: string,
  events: Partial<Record<keyof Props & string, string>>,
  options: FrameOptions,
): WidgetMount<Props> {
  const mount = (host: HTMLElement, initialProps: Partial<Props>): WidgetHandle<Props> => {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, BASE_CSS + css);
    const container = document.createElement('div');
    container.className = 'ck-root';
    // Replaces a server-rendered first frame, if the loader showed one; the frame's link or button that had the
    // focus (a keyboard visitor tabbing in started the widget) has it again once rendered (docs/integration.md).
    const at = shadow.activeElement;
    const key = at?.getAttribute('data-action') ? 'data-action' : 'data-path';
    const focused = at?.getAttribute(key) ? `[${key}="${CSS.escape(at.getAttribute(key)!)}"]` : '';
    shadow.replaceChildren(container);
    const root = createRoot(container);

    const eventProps: Record<string, (detail?: unknown) => void> = {};
    for (const [prop, eventName] of Object.entries(events) as [string, string][]) {
      eventProps[prop] = (detail?: unknown) => {
        // `navigate` is cancelable: a page that routes itself calls preventDefault(); otherwise the browser goes
        // to `detail.href`, as the link the widget held back would have (docs/widgets.md "Events").
        const navigate = eventName === 'navigate';
        const proceed = host.dispatchEvent(new CustomEvent(eventName, { detail, bubbles: true, composed: true, cancelable: navigate }));
        const href = (detail as { href?: unknown } | undefined)?.href;
        if (navigate && proceed && typeof href === 'string') globalThis.location?.assign(href);
      };
    }

    const onUnreachable = (detail: unknown) => host.dispatchEvent(new CustomEvent('error', { detail, bubbles: true, composed: true }));
    let props = { ...initialProps } as Props;
    const render = () =>
      root.render(
        <WidgetFrame props={props as CoreProps} options={options} onUnreachable={onUnreachable}>
          <Component {...props} {...eventProps} />
        </WidgetFrame>,
      );
    render();
    if (focused) setTimeout(() => (shadow.querySelector(focused) as HTMLElement | null)?.focus(), 0);

    return {
      update(next) {
        props = { ...props, ...next };
        render();
      },
      unmount() {
        root.unmount();
        container.remove();
      },
      on(event, listener) {
        // A page that takes `navigate` through the handle routes itself (docs/widgets.md "Events").
        const handler = (e: Event) => {
          if (event === 'navigate') e.preventDefault();
          listener((e as CustomEvent).detail);
        };
        host.addEventListener(event, handler);
        return () => host.removeEventListener(event, handler);
      },
    };
  };
  return Object.assign(mount, { prepare: (props: Partial<Props>) => loadLocale((props as CoreProps).locale) });
}
