import { findByRole, waitFor } from '@testing-library/dom';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Modal, ModalTitle, topModal } from '../../../widgets/ui/Modal.tsx';
import { render } from './render.tsx';

/** The one Modal of widgets/ui on the native <dialog> (docs/widgets.md "UI primitives"), under React and preact/compat. */
function Harness({ onClose = () => undefined, dismissible = true, titled = true }: { onClose?: () => void; dismissible?: boolean; titled?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal label="Deposit" onClose={close} dismissible={dismissible}>
          {titled && <ModalTitle>Make a deposit</ModalTitle>}<h2>Amounts</h2>
          <label>
            Amount <input name="amount" />
          </label>
          <button type="button" onClick={close}>
            Close
          </button>
        </Modal>
      )}
    </>
  );
}

async function openModal(root: HTMLElement | ShadowRoot): Promise<{ opener: HTMLButtonElement; dialog: HTMLDialogElement }> {
  const opener = (await findByRole(root as HTMLElement, 'button', { name: 'Open' })) as HTMLButtonElement;
  opener.focus();
  opener.click();
  const dialog = await waitFor(() => {
    const found = root.querySelector('dialog');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
  return { opener, dialog };
}

describe('Modal on <dialog>', () => {
  it('opens as a modal dialog labelled by its title, focus on its first field', async () => {
    const root = render(<Harness />);
    const { dialog } = await openModal(root);
    expect(dialog.open).toBe(true);
    await waitFor(() => expect(dialog.getAttribute('aria-labelledby')).toBeTruthy());
    expect(root.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)?.textContent).toBe('Make a deposit');
    expect(dialog.hasAttribute('aria-label')).toBe(false);
    expect(document.activeElement).toBe(root.querySelector('input[name="amount"]'));
    expect(topModal()).toBe(dialog);
  });

  it('without a title it is named by its label', async () => {
    const root = render(<Harness titled={false} />);
    const { dialog } = await openModal(root);
    expect(dialog.getAttribute('aria-label')).toBe('Deposit');
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('a close request (the dialog\'s cancel event) asks to close; closing gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const root = render(<Harness onClose={onClose} />);
    const { opener, dialog } = await openModal(root);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true); // the caller owns the open state
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(root.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(topModal()).toBeNull();
  });

  it('the close button closes it and focus returns', async () => {
    const root = render(<Harness />);
    const { opener } = await openModal(root);
    (await findByRole(root, 'button', { name: 'Close' })).click();
    await waitFor(() => expect(root.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('a click on the backdrop closes it, a click inside does not', async () => {
    const onClose = vi.fn();
    const root = render(<Harness onClose={onClose} />);
    const { dialog } = await openModal(root);
    root.querySelector('input')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
    dialog.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('not dismissible: Escape and the backdrop leave it open; a native close shows it again', async () => {
    const onClose = vi.fn();
    const root = render(<Harness onClose={onClose} dismissible={false} />);
    const { dialog } = await openModal(root);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    dialog.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    dialog.close();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('Escape pressed in a field closes it in one press (the browser would let a search field clear itself first), and does not reach the page behind', async () => {
    const onPageKey = vi.fn();
    const onClose = vi.fn();
    document.addEventListener('keydown', onPageKey);
    const root = render(<Harness onClose={onClose} />);
    const { opener } = await openModal(root);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    root.querySelector('input')!.dispatchEvent(escape);
    document.removeEventListener('keydown', onPageKey);
    expect(onPageKey).not.toHaveBeenCalled();
    expect(escape.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(root.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('works inside a shadow root: opens there and gives focus back to the opener in it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    root.render(<Harness />);
    try {
      const { opener, dialog } = await openModal(shadow);
      expect(dialog.open).toBe(true);
      expect(shadow.activeElement).toBe(shadow.querySelector('input'));
      // The page's toasts go to the shadow root's host, slotted into the dialog.
      expect(topModal()).toBe(host);
      expect(dialog.querySelector('slot[name="ck-overlay"]')).not.toBeNull();
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await waitFor(() => expect(shadow.querySelector('dialog')).toBeNull());
      expect(shadow.activeElement).toBe(opener);
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
