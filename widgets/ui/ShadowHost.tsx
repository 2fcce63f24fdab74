import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { CoreProps } from './use-core.ts';
import { findTraced, SERVER_NODES_MARK, traceOf } from './server-nodes.ts';
import { adoptStyles, BASE_CSS } from './styles.ts';
import { Unreachable } from './Unreachable.tsx';
import { WidgetFrame, type UnreachableDetail } from './WidgetFrame.tsx';

export interface ShadowHostProps {
  css: string;
  children: ReactNode;
  /** The widget's public name (`data-casino-widget`, and the `widget` of its error detail). */
  label: string;
  /** The widget's props: core settings, `theme`, and `onError` for the unreachable fallback. */
  props: CoreProps & { onError?: (detail: UnreachableDetail) => void };
  /** false: no unreachable fallback (widgets/ui/Unreachable.tsx); the React flavour has one bundle, so the component is shared. */
  fallback?: boolean;
}

/**
 * The React flavour's isolation: the same shadow root, stylesheet and shared frame
 * (widgets/ui/WidgetFrame.tsx) the script-tag flavour uses, with the children portalled into it
 * so they stay in the host's React tree.
 */
export function ShadowHost({ css, children, label, props, fallback }: ShadowHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const first = useRef(true);
  const declared = useRef<ChildNode[]>([]);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A server-rendered first view's declarative shadow root (host-demo/server/first-view.ts): it stays
    // while the portal renders in a transition (in slices, no long task), and goes in the portal's commit.
    const server = first.current && host.shadowRoot ? [...host.shadowRoot.childNodes] : [];
    first.current = false;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(root, BASE_CSS + css);
    if (server.length > 0) {
      declared.current = server;
      startTransition(() => setShadow(root));
    } else setShadow(root);
  }, [css]);
  useLayoutEffect(() => {
    if (!shadow) return;
    // The focus on a server node (a visitor tabbing before hydration) moves to its twin in the new content.
    const focused = shadow.activeElement;
    const trace = focused && declared.current.some((node) => node.contains(focused)) ? traceOf(focused) : null;
    for (const node of declared.current) node.remove();
    declared.current = [];
    if (trace) findTraced(shadow, trace)?.focus({ preventScroll: true });
  }, [shadow]);
  const frame = (
    <WidgetFrame props={props} options={{ widget: label, fallback: fallback === false ? undefined : Unreachable }} onUnreachable={props.onError}>
      {children}
    </WidgetFrame>
  );
  return (
    <div ref={hostRef} data-casino-widget={label}>
      {shadow ? (
        createPortal(frame, shadow)
      ) : typeof document === 'undefined' ? (
        // On the server: the same content in a declarative shadow root, painted before any script runs;
        // the browser's first render has no children here, so hydration matches (docs/host.md "Server-rendered first view").
        // Its style's mark tells a press on it from one on the client's content (docs/host.md "Presses before hydration").
        <template {...{ shadowrootmode: 'open' }}>
          <style {...{ [SERVER_NODES_MARK]: '' }}>{BASE_CSS + css}</style>
          {frame}
        </template>
      ) : null}
    </div>
  );
}
