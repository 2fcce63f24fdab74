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
