import type { EventBus } from '../events/bus.ts';

/**
 * A load (docs/product/errors-and-network.md#loads-and-writes, spec 000 §8): failures are logged with an error name and reported on the bus, and the
 * caller gets `fallback` instead of an exception. Writes do not use this; they rethrow.
 */
export async function load<T>(bus: EventBus, errorName: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const path = (error as { path?: string }).path;
    console.warn(`[casino-kit] ${errorName}: ${message}`);
    bus.emit('error', { name: errorName, message, path });
    return fallback;
  }
}
