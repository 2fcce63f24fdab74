import { defineWidget } from '../ui/define-widget.tsx';
import { LoyaltyShop, type LoyaltyShopProps } from './LoyaltyShop.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<LoyaltyShopProps>(LoyaltyShop, css, { onNavigate: 'navigate' }, { widget: 'loyalty-shop' });
