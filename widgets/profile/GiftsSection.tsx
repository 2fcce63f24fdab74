import { BonusBalance } from '../gifts/BonusBalance.tsx';
import { GiftsList } from '../gifts/GiftsList.tsx';
import type { SectionProps } from './section.ts';

/**
 * `/profile/gifts` and `/bonus-balance` (docs/product/bonuses-and-free-spins.md#lifecycle, docs/api/bonuses.md "Wagering"):
 * the balance view (real, bonus, total, wagering) above the player's bonuses and free spins, current
 * and past — the very components of the gifts widget (widgets/gifts/).
 */
export function GiftsSection({ core, locale, toast }: SectionProps) {
  return (
    <div className="ck-stack">
      <BonusBalance core={core} locale={locale} level={4} />
      <GiftsList core={core} locale={locale} onToast={toast} level={4} />
    </div>
  );
}
