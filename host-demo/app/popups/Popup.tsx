import type { ReactNode } from 'react';
import { Modal } from '../../../widgets/ui/Modal.tsx';
import { useT } from '../state/app-context.tsx';

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
          <h2 className="popup__title">{title}</h2>
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
