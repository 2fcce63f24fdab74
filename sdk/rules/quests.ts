/**
 * Quests (docs/product/tournaments-lotteries-quests.md#quests, #quest-levels, #quest-bookmark; docs/rules.md
 * "quests.ts"). A quest is a tournament whose frontend identifier reads `quest--<size>--<slug>[--…]`; its
 * level comes from the player's cumulative bets against a threshold table. The platform
 * (platform/competitions/quests.ts) and the quest widget (widgets/quest/) both call these.
 */
const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export type QuestSize = (typeof QUEST_SIZES)[number];
export const DEFAULT_QUEST_SIZE: QuestSize = 'm';

const isQuestSize = (value: string | undefined): value is QuestSize => QUEST_SIZES.includes(value as QuestSize);

/** `quest--s--summer` → {size: 's', slug: 'summer'}; an unknown or missing size is `m`. */
export function parseQuestIdentifier(identifier: string): { size: QuestSize; slug: string } {
  const parts = identifier.split('--');
  return { size: isQuestSize(parts[1]) ? parts[1] : DEFAULT_QUEST_SIZE, slug: parts[2] ?? '' };
}

/**
 * Cumulative EUR bet thresholds per level; index 0 is level 1 and is always 0. The spec fixes the
 * level counts and the top values of xs (15000), m (2,000,000) and robot-m (2,500,000); every
 * intermediate value, and the whole s / robot-s ladder, is our choice (robot-m is m × 1.25). xs, the
 * newcomer's quest, starts gently (a first level at EUR 50 of bets: reachable in one session of
 * small stakes; docs/rules.md "quests.ts").
 */
export const QUEST_THRESHOLDS: Readonly<Record<QuestSize, readonly number[]>> = {
  xs: [0, 50, 250, 1000, 5000, 15000],
  s: [0, 500, 1000, 2000, 3500, 5000, 7500, 10000, 15000, 20000, 30000, 45000, 60000, 80000, 100000],
  'robot-s': [0, 500, 1000, 2000, 3500, 5000, 7500, 10000, 15000, 20000, 30000, 45000, 60000, 80000, 100000],
  m: [
    0, 1000, 2500, 5000, 10000, 15000, 20000, 30000, 40000, 50000, 75000, 100000, 150000, 200000, 250000, 300000, 400000,
    500000, 650000, 800000, 1000000, 1200000, 1450000, 1700000, 2000000,
  ],
  'robot-m': [
    0, 1250, 3125, 6250, 12500, 18750, 25000, 37500, 50000, 62500, 93750, 125000, 187500, 250000, 312500, 375000, 500000,
    625000, 812500, 1000000, 1250000, 1500000, 1812500, 2125000, 2500000,
  ],
};

export interface QuestLevel {
  /** 1-based level reached. */
  level: number;
  /** Threshold of the level reached. */
  current: number;
  /** Threshold of the next level (the following entry), null at the top. */
  next: number | null;
  /** Progress towards `next` in whole percent (100 at the top). */
  percent: number;
}

/** Level = number of thresholds the bets have reached (bets below 0 still sit on level 1). */
export function questLevel(bets: number, thresholds: readonly number[]): QuestLevel {
  let level = 1;
  for (let i = 1; i < thresholds.length; i++) {
    if (bets >= (thresholds[i] ?? Infinity)) level = i + 1;
    else break;
  }
  const current = thresholds[level - 1] ?? 0;
  const next = thresholds[level] ?? null;
  const percent = next === null ? 100 : Math.max(0, Math.floor(((bets - current) / (next - current)) * 100));
  return { level, current, next, percent };
}

export type QuestPointState = 'active' | 'completed' | 'locked';

/**
 * State of each level point (1-based): below the current level completed, the current one active,
 * above it locked. Reaching the last threshold completes the quest, so every point is completed.
 */
export function questPointStates(bets: number, thresholds: readonly number[]): QuestPointState[] {
  const { level, next } = questLevel(bets, thresholds);
  const finished = next === null;
  return thresholds.map((_, i) => {
    const point = i + 1;
    if (point < level || finished) return 'completed';
    return point === level ? 'active' : 'locked';
  });
}

/** An empty quest list is asked for again after this long (docs/product/tournaments-lotteries-quests.md#quest-levels). */
export const QUEST_RETRY_MS = 200;

/** Bookmark panel (docs/product/tournaments-lotteries-quests.md#quest-bookmark): closed → first click opens → second click goes to the quest page. */
export type QuestBookmarkEvent = 'click' | 'click_outside';
export function questBookmarkStep(open: boolean, event: QuestBookmarkEvent): { open: boolean; navigate: boolean } {
  if (event === 'click_outside') return { open: false, navigate: false };
  return open ? { open: false, navigate: true } : { open: true, navigate: false };
}

/** Bookmarks in priority order; at most `MAX_BOOKMARKS` show (docs/product/lobby-and-games.md, spec 001 §4). */
const BOOKMARK_PRIORITY = ['loyalty_shop', 'spin_wheel', 'adventures', 'quests'] as const;
export type Bookmark = (typeof BOOKMARK_PRIORITY)[number];
const MAX_BOOKMARKS = 2;

/** Past this scroll (px) the bookmarks fold to their compact form (docs/product/loyalty-lootboxes-wheel.md#bookmarks, spec 001 §9). */
export const BOOKMARK_SCROLL_THRESHOLD_PX = 100;

/** The bookmarks are compact once the page is scrolled more than 100 px. */
export const bookmarksCompact = (scrollY: number): boolean => scrollY > BOOKMARK_SCROLL_THRESHOLD_PX;

/** At most 2 of the available bookmarks, in priority order. */
export function visibleBookmarks(available: Partial<Record<Bookmark, boolean>>): Bookmark[] {
  return BOOKMARK_PRIORITY.filter((bookmark) => available[bookmark] === true).slice(0, MAX_BOOKMARKS);
}
