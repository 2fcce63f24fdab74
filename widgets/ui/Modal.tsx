import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The one modal: a labelled dialog that traps focus, closes on Escape and on the overlay (unless
 * `dismissible` is false, spec 000 §2.4 edit-profile popup), and gives focus back on close.
 */
export function Modal({ label, onClose, children, dismissible = true }: { label: string; onClose: () => void; children: ReactNode; dismissible?: boolean }) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = dialogRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = (root?.activeElement ?? document.activeElement) as HTMLElement | null;
    const first = focusables(dialogRef.current)[0];
    (first ?? dialogRef.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) return;
    const root = dialogRef.current?.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="ck-overlay" onMouseDown={(event) => dismissible && event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} className="ck-dialog" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}

function focusables(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')];
}

export const MODAL_CSS = `
.ck-overlay { position: fixed; inset: 0; z-index: 2147483000; display: flex; align-items: flex-start; justify-content: center;
  padding: 8vh 16px 16px; background: rgb(8 4 20 / 72%); backdrop-filter: blur(3px); }
.ck-dialog { width: min(640px, 100%); max-height: 84vh; overflow: auto; border-radius: calc(var(--ck-radius, 10px) * 1.4);
  background: var(--ck-surface, var(--ck-d-surface)); color: var(--ck-text, var(--ck-d-text)); box-shadow: 0 24px 60px rgb(0 0 0 / 50%); outline: none; }
`;
