import { CookieBanner as View, type CookieBannerProps } from '../cookie-banner/CookieBanner.tsx';
import { css } from '../cookie-banner/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { CookieBannerProps };

export function CookieBanner(props: CookieBannerProps) {
  return (
    <ShadowHost css={css} label="cookie-banner" props={props} fallback={false}>
      <View {...props} />
    </ShadowHost>
  );
}
