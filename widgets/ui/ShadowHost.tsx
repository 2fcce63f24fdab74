import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { adoptStyles, BASE_CSS } from './styles.ts';

/**
 * The React flavour's isolation: the same shadow root and stylesheet the script-tag flavour
 * uses, with the children portalled into it so they stay in the host's React tree.
 */
export function ShadowHost({ css, children, label }: { css: string; children: ReactNode; label?: string }) {
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
      {shadow ? createPortal(children, shadow) : null}
    </div>
  );
}
