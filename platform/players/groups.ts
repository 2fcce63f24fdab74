/**
 * Player groups and levels (docs/product/account-and-auth.md#groups, spec 000 §6, docs/api/info-cms.md, contract §2.5 `/api/info/statuses`). Groups have numeric
 * ids (sent as strings in `statuses`); levels have ids like `level_3` and follow persistent comp
 * points. Other areas import these definitions instead of repeating ids.
 */
export interface GroupDefinition {
  id: number;
  name: string;
  /** The player may add or remove it themselves (POST /api/player/groups). */
  writable: boolean;
}

export const GROUP = {
  tester: 21,
  multiAccount: 100,
  platinum: 255,
  bronze: 257,
  silver: 258,
  gold: 259,
  diamond: 759,
  registrationA: 543,
  registrationB: 544,
  lithuania: 1101,
  welcomeSegment: 1117,
  /** Turns on the early-access header notice (docs/product/notifications-and-banners.md#notices). */
  earlyAccess: 916,
  /** The welcome pack: its banners replace the general welcome package (docs/product/notifications-and-banners.md#banner-visibility). */
  welcomePack: 131811,
} as const;

export const GROUPS: readonly GroupDefinition[] = [
  { id: GROUP.tester, name: 'Tester', writable: false },
  { id: GROUP.multiAccount, name: 'Multi-account', writable: false },
  { id: GROUP.platinum, name: 'VIP Platinum', writable: false },
  { id: GROUP.bronze, name: 'VIP Bronze', writable: false },
  { id: GROUP.silver, name: 'VIP Silver', writable: false },
  { id: GROUP.gold, name: 'VIP Gold', writable: false },
  { id: GROUP.diamond, name: 'VIP Diamond', writable: false },
  { id: GROUP.registrationA, name: 'Registration A/B test: variant A', writable: true },
  { id: GROUP.registrationB, name: 'Registration A/B test: variant B', writable: true },
  { id: GROUP.lithuania, name: 'Lithuanian IBAN', writable: true },
  { id: GROUP.welcomeSegment, name: 'Welcome segment', writable: false },
  { id: GROUP.earlyAccess, name: 'Early access', writable: false },
  { id: GROUP.welcomePack, name: 'Welcome pack', writable: false },
];

const byId = new Map(GROUPS.map((group) => [group.id, group]));
export const groupName = (id: number) => byId.get(id)?.name ?? `Group ${id}`;
export const isSelfServiceGroup = (id: number) => byId.get(id)?.writable === true;

/** Groups of which a player is in at most one: joining one leaves the others. */
export const EXCLUSIVE_GROUP_SETS: readonly (readonly number[])[] = [[GROUP.registrationA, GROUP.registrationB]];

export interface LevelDefinition {
  id: string;
  name: string;
  /** Persistent comp points: from `min` (inclusive) to `max` (exclusive). */
  min: number;
  max: number;
}

const LEVEL_THRESHOLDS = [0, 100, 500, 1_500, 3_500, 7_000, 12_000, 20_000, 35_000, 60_000, 100_000, 200_000];
/** The top level has no upper bound; this stands in for it on the wire. */
const TOP = 2_147_483_647;

export const LEVELS: readonly LevelDefinition[] = LEVEL_THRESHOLDS.map((min, index) => ({
  id: `level_${index + 1}`,
  name: `Level ${index + 1}`,
  min,
  max: LEVEL_THRESHOLDS[index + 1] ?? TOP,
}));

export function levelForPoints(persistentPoints: number): LevelDefinition {
  return [...LEVELS].reverse().find((level) => persistentPoints >= level.min) ?? LEVELS[0]!;
}

/** The `/api/info/statuses` list: levels (`status: true`) then groups (`status: false`). */
export function statusesInfo() {
  return [
    ...LEVELS.map((level) => ({
      id: level.id,
      name: level.name,
      status: true,
      writable: false,
      conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min: level.min, max: level.max } }],
    })),
    ...GROUPS.map((group) => ({ id: String(group.id), name: group.name, status: false, writable: group.writable, conditions: [] })),
  ];
}
