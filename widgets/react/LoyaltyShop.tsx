import { LoyaltyShop as View, type LoyaltyShopProps } from '../loyalty-shop/LoyaltyShop.tsx';
import { css } from '../loyalty-shop/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { LoyaltyShopProps };

export function LoyaltyShop(props: LoyaltyShopProps) {
  return (
    <ShadowHost css={css} label="loyalty-shop" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
