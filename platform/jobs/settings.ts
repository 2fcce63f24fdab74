import { hostname } from 'node:os';

/**
 * Whether a lease holder is a default-named node of this machine (`<hostname>:<pid>`) whose process is
 * gone (`kill(pid, 0)` answers ESRCH): a node restarted after `kill -9` gets a new pid, and without this it
 * would wait for its own old lease to expire. A zombie or a reused pid counts as alive: the lease then
 * expires as usual. A stable `NODE_ID` needs none of this (the restarted node is the holder).
 */
export function isDeadLocalHolder(holder: string): boolean {
  const match = /^(.*):(\d+)$/.exec(holder);
  if (!match || match[1] !== hostname() || Number(match[2]) === process.pid) return false;
  try {
    process.kill(Number(match[2]), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
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
