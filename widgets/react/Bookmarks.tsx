import { Bookmarks as View, type BookmarksProps } from '../bookmarks/Bookmarks.tsx';
import { css } from '../bookmarks/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { BookmarksProps };

export function Bookmarks(props: BookmarksProps) {
  return (
    <ShadowHost css={css} label="bookmarks" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
