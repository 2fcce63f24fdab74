import { useLayoutEffect, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The one modal (docs/widgets.md "UI primitives"), on the native `<dialog>` opened with
 * `showModal()`: the browser makes the rest of the page inert (focus stays inside, also inside a
 * shadow root) and turns a close request (Escape, a phone's back gesture) into a `cancel` event;
 * a pressed Escape is handled on the dialog itself, so it closes in one press from any field. The dialog is labelled by its `ModalTitle`
 * (aria-labelledby), or by `label` when it shows none. Escape and a click on the backdrop call
 * `onClose` unless `dismissible` is false; the caller unmounts the Modal to close it, and focus
 * goes back to the element that had it when the Modal opened.
 */
export function Modal({ label, onClose, children, dismissible = true }: { label: string; onClose: () => void; children: ReactNode; dismissible?: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    let open = true;
    const show = () => {
      if (!dialog.open && dialog.isConnected) dialog.showModal();
    };
    // Escape: the caller decides (it unmounts the Modal, maybe after an animation).
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // A browser may close a dialog without a cancelable `cancel` (a second Escape): keep the
    // state the caller owns — ask to close, or show it again when it may not be dismissed.
    const onNativeClose = () => {
      if (!open) return;
      if (latest.current.dismissible) latest.current.onClose();
      else show();
    };
    const title = dialog.querySelector('[data-ck-title]');
    if (title) {
      title.id ||= `ck-modal-title-${++titles}`;
      dialog.setAttribute('aria-labelledby', title.id);
      dialog.removeAttribute('aria-label');
    }
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    show();
    openDialogs.push(dialog);
    (focusables(dialog)[0] ?? dialog).focus();
    dialog.ownerDocument.dispatchEvent(new Event(MODAL_CHANGE));
    return () => {
      open = false;
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      dialog.ownerDocument.dispatchEvent(new Event(MODAL_CHANGE));
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // One Escape closes, also from a search field (which would only clear itself first), and a
    // dialog that may not be dismissed stays; the page behind (menus on the document) never sees it.
    event.stopPropagation();
    event.preventDefault();
    if (latest.current.dismissible) latest.current.onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="ck-overlay"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => latest.current.dismissible && event.target === event.currentTarget && onClose()}
    >
      <div className="ck-dialog">{children}</div>
      {/* In a shadow root: where the page's own overlay content (the host's toasts) is slotted, so it shows above the backdrop and stays usable. */}
      <slot name={OVERLAY_SLOT} />
    </dialog>
  );
}

let titles = 0;

/** The Modal's visible title (an `h2`), which names the dialog. */
export function ModalTitle(props: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 {...props} data-ck-title="" />;
}

/** Dispatched on the document when a Modal opens or closes (host toasts move above it). */
export const MODAL_CHANGE = 'ck-modal-change';

/** Open Modals, oldest first (one list per bundle: the host and the widgets it renders share it). */
const openDialogs: HTMLDialogElement[] = [];

/** The slot inside a Modal that lives in a shadow root, for the page's overlay content (`slot="ck-overlay"`). */
export const OVERLAY_SLOT = 'ck-overlay';

/**
 * Where the page's toasts go while a Modal is open (everything else is inert then): the topmost
 * open dialog itself when it is in the light DOM, or, when it is in a widget's shadow root, that
 * root's host element, whose children with `slot="ck-overlay"` are shown inside the dialog.
 */
export function topModal(doc: Document = document): HTMLElement | null {
  const dialog = openDialogs.filter((open) => open.ownerDocument === doc && open.open).at(-1);
  if (!dialog) return null;
  const root = dialog.getRootNode();
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : dialog;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')];
}

/** The dialog is the full-viewport overlay (so a click on it, outside the box, is a backdrop click); `.ck-dialog` is the box. */
export const MODAL_CSS = `
.ck-overlay { position: fixed; inset: 0; width: auto; height: auto; max-width: none; max-height: none; margin: 0; border: 0;
  padding: 8vh 16px 16px; color: inherit; background: rgb(8 4 20 / 72%); backdrop-filter: blur(3px); overflow: hidden; }
.ck-overlay[open] { display: flex; align-items: flex-start; justify-content: center; }
.ck-overlay::backdrop { background: transparent; }
.ck-overlay:focus { outline: none; }
.ck-dialog { width: min(640px, 100%); max-height: 84vh; overflow: auto; border-radius: calc(var(--ck-radius, 10px) * 1.4);
  background: var(--ck-surface, var(--ck-d-surface)); color: var(--ck-text, var(--ck-d-text)); box-shadow: 0 24px 60px rgb(0 0 0 / 50%); outline: none; }
`;
