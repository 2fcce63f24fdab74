import { Quest as View, type QuestProps } from '../quest/Quest.tsx';
import { css } from '../quest/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { QuestProps };

export function Quest(props: QuestProps) {
  return (
    <ShadowHost css={css} label="quest" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
