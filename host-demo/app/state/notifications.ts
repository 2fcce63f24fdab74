/**
 * The notifications bar (docs/product/notifications-and-banners.md#notifications, spec 000 §4, spec 001 §4, §9): personal notifications pushed on the
 * socket, kept in local storage for 2 hours; a counter of unread ones (1…8, then 9+).
 */
import { computed, signal } from '@preact/signals-core';
import { counterLabel, keepRecent } from '../../../sdk/rules/notifications.ts';
import { KEYS, readJson, writeJson } from '../lib/storage.ts';

export interface StoredNotification {
  id: string;
  title: string;
  text: string;
  path?: string;
  storedAt: number;
  read: boolean;
}

export class Notifications {
  readonly items = signal<StoredNotification[]>([]);
  readonly open = signal(false);
  readonly counter = computed(() => counterLabel(this.items.value.filter((item) => !item.read).length));
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.items.value = keepRecent(readJson<StoredNotification[]>('local', KEYS.notifications, []), now(), (item) => item.storedAt);
  }

  add(item: Omit<StoredNotification, 'storedAt' | 'read'>): void {
    const others = this.items.peek().filter((existing) => existing.id !== item.id);
    this.#save([{ ...item, storedAt: this.#now(), read: false }, ...others]);
  }

  toggle(): void {
    const opening = !this.open.peek();
    this.open.value = opening;
    if (!opening) this.#save(this.items.peek().map((item) => ({ ...item, read: true })));
  }

  clear(): void {
    this.#save([]);
  }

  #save(items: StoredNotification[]): void {
    const recent = keepRecent(items, this.#now(), (item) => item.storedAt);
    this.items.value = recent;
    writeJson('local', KEYS.notifications, recent);
  }
}
