import type { MessagesOf } from '../../sdk/i18n/i18n.ts';
import type { Banner } from '../ui/games-client.ts';
import { Modal, ModalTitle } from '../ui/Modal.tsx';
import { bannerText } from './banners.ts';
import type { messages } from './messages.ts';

/** A banner's second button's popup: its terms in the one Modal (docs/product/notifications-and-banners.md#banners). */
export function BannerTerms({ banner, currency, t, onClose }: { banner: Banner; currency: string; t: MessagesOf<typeof messages>; onClose(): void }) {
  const popup = banner.secondButton!.popup;
  return (
    <Modal label={popup.title} onClose={onClose}>
      <div className="ck-providers ck-banners__popup">
        <div className="ck-providers__head">
          <ModalTitle>{popup.title}</ModalTitle>
          <button type="button" className="ck-providers__close" onClick={onClose}>
            {t.close}
          </button>
        </div>
        {popup.secondTitle && <h3>{popup.secondTitle}</h3>}
        <p>{bannerText(popup.desc, banner, currency)}</p>
      </div>
    </Modal>
  );
}
