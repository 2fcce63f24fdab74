/**
 * Where the platform's services publish realtime messages. Two adapters implement it: the built-in
 * hub (platform/realtime/hub.ts) and a real Centrifugo's HTTP publish API (for scale-out).
 * Services publish after their transaction commits; a publish never throws into a money path.
 */
export interface Publisher {
  publish(channel: string, data: unknown): void;
}

/** The per-user channel name of contract §6.2: `<name>#<userId>`. */
export const userChannel = (name: string, userId: number | string) => `${name}#${userId}`;

/** Keeps what was published (tests, and the default until a socket adapter is wired). */
export class MemoryPublisher implements Publisher {
  readonly published: { channel: string; data: unknown }[] = [];
  publish(channel: string, data: unknown): void {
    this.published.push({ channel, data });
  }
}
