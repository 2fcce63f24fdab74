/**
 * Where the platform's services publish realtime messages. Two adapters implement it: the built-in
 * hub (platform/realtime/hub.ts) and a real Centrifugo's HTTP publish API (for scale-out).
 * Services publish after their transaction commits; a publish never throws into a money path.
 */
import type { UserChannelName } from './channels.ts';

export interface Publisher {
  publish(channel: string, data: unknown): void;
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
