import { QuestBookmark as View } from '../quest/QuestBookmark.tsx';
import type { QuestProps } from '../quest/Quest.tsx';
import { css } from '../quest/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type QuestBookmarkProps = Omit<QuestProps, 'quest'>;

export function QuestBookmark(props: QuestBookmarkProps) {
  return (
    <ShadowHost css={css} label="quest-bookmark" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
