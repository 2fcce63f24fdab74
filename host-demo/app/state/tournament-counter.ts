/**
 * The menu's tournaments counter (docs/product/tournaments-lotteries-quests.md#counter, spec 001 §4):
 * the count of active tournaments stored at the last visit of the list, kept in local storage and as
 * a signal, so the counter (layout/TournamentsCounter.tsx) drops as soon as the list is shown.
 */
import { signal } from '@preact/signals-core';
import { KEYS, readJson, writeJson } from '../lib/storage.ts';

export const seenTournaments = signal<number | null>(readJson<number | null>('local', KEYS.tournamentsSeen, null));

/** The list was shown with `count` active tournaments. */
export function markTournamentsSeen(count: number): void {
  if (seenTournaments.peek() === count) return;
  seenTournaments.value = count;
  writeJson('local', KEYS.tournamentsSeen, count);
}
