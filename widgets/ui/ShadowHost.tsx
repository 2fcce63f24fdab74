import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { CoreProps } from './use-core.ts';
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
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(root, BASE_CSS + css);
    setShadow(root);
  }, [css]);
  return (
    <div ref={hostRef} data-casino-widget={label}>
      {shadow
        ? createPortal(
            <WidgetFrame props={props} options={{ widget: label, fallback: fallback === false ? undefined : Unreachable }} onUnreachable={props.onError}>
              {children}
            </WidgetFrame>,
            shadow,
          )
        : null}
    </div>
  );
}
