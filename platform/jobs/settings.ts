import { hostname } from 'node:os';
import type { PlatformConfig } from '../config.ts';

/**
 * This node's name in job leases and job runs (docs/operations.md "Several nodes"): `NODE_ID`, by
 * default `<hostname>:<pid>`. platform/config.ts reads and validates `NODE_ID` as `config.nodeId`
 * (engineer hub, issue 18); until that lands it is read here.
 */
export function nodeIdOf(config: PlatformConfig): string {
  return (config as PlatformConfig & { nodeId?: string }).nodeId ?? process.env.NODE_ID ?? `${hostname()}:${process.pid}`;
}

/**
 * `JOB_TICK_MS` (docs/operations.md "Several nodes"): when set, every periodic cluster-wide job ticks at
 * this interval instead of its own (10 s to 1 h), so a dead node's jobs move sooner (tests use 300 ms).
 */
export function jobTickOverride(env: NodeJS.ProcessEnv = process.env): number | null {
  const text = env.JOB_TICK_MS?.trim();
  if (!text) return null;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 50) throw new Error(`JOB_TICK_MS must be a whole number of milliseconds ≥ 50, got "${text}"`);
  return ms;
}
