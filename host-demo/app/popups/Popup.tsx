import type { ReactNode } from 'react';
import { Modal, MODAL_CSS, ModalTitle } from '../../../widgets/ui/Modal.tsx';
import { useT } from '../state/app-context.tsx';

// The Modal's stylesheet at document level (constructable, so the strict CSP allows it), adopted
// when the first popup's code arrives rather than with the first render (docs/architecture.md "Decisions").
const sheet = new CSSStyleSheet();
sheet.replaceSync(MODAL_CSS);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

/**
 * Every host popup: the one Modal of widgets/ui (focus trap, Escape, focus restored on close),
 * a heading and a close button. Full-screen on phones (host-css/app.css).
 */
export function Popup({ title, onClose, children, closable = true, wide = false, testId }: { title: string; onClose: () => void; children: ReactNode; closable?: boolean; wide?: boolean; testId?: string }) {
  const t = useT();
  return (
    <Modal label={title} onClose={onClose} dismissible={closable}>
      <div className={`popup${wide ? ' popup--wide' : ''}`} data-testid={testId}>
        <div className="popup__head">
          <ModalTitle className="popup__title">{title}</ModalTitle>
        </div>
        <div className="popup__body">{children}</div>
        {/* Last in the DOM (first on screen) so the Modal focuses the popup's first field, not "close". */}
        {closable && (
          <button type="button" className="popup__close" onClick={onClose} aria-label={t.close}>
            ×
          </button>
        )}
      </div>
    </Modal>
  );
}
