/** Pure business rules of the spec: no DOM, no I/O, no clock (time comes in as `now`). */
export * from './validation.ts';
export * from './postcode-state.ts';
export * from './limits.ts';
export * from './bonuses.ts';
export * from './tournaments.ts';
export * from './quests.ts';
export * from './vip.ts';
export * from './loyalty.ts';
export * from './notifications.ts';
export * from './lobby.ts';
export * from './lootboxes-wheel.ts';
export * from './jackpots.ts';
export * from './search.ts';
export * from './guards.ts';
export * from './constants.ts';
export * from './groups.ts';
export * from './verification.ts';
