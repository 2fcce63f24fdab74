/**
 * Where the platform's services publish realtime messages. Two adapters implement it: the built-in
 * hub (platform/realtime/hub.ts) and a real Centrifugo's HTTP publish API (for scale-out).
 * Services publish after their transaction commits; a publish never throws into a money path.
 */
import type { UserChannelName } from './channels.ts';

/**
 * A publication of a state read after its commit (a balance) may reach the shared stream after a newer
 * one read on another node: `version` (a number that grows with the committed state, read in the same
 * statement as the state) and `key` (what the state is of, e.g. the currency) let the Redis engine drop
 * a publication older than one of the same key already published on the channel (docs/api/realtime.md
 * "Engines", "Newer state wins"). One node publishes in read order, so the memory engine needs none.
 */
export interface PublishOptions {
  version: number;
  key: string;
}

export interface Publisher {
  publish(channel: string, data: unknown, options?: PublishOptions): void;
}

/**
 * The per-user channel name of docs/api/realtime.md (contract §6.2): `<name>#<userId>`. Only names of
 * `USER_CHANNEL_NAMES` (platform/realtime/channels.ts), the ones clients may subscribe to.
 */
export const userChannel = (name: UserChannelName, userId: number | string) => `${name}#${userId}`;

/** Keeps what was published (tests, and the default until a socket adapter is wired). */
export class MemoryPublisher implements Publisher {
  readonly published: { channel: string; data: unknown }[] = [];
  publish(channel: string, data: unknown): void {
    this.published.push({ channel, data });
  }
}
