/**
 * Total Blocking Time from the CPU the page's main thread used, not the wall clock (issue 17, tbt;
 * docs/host.md "Speed", "Figures"). Lighthouse's TBT (Lantern) takes each main-thread task's wall
 * duration in the trace times the 4× CPU slow-down, so on this shared 2-core machine a task that ran
 * 10 ms but waited 30 ms for a core counts 160 ms: the same build gave 153 and 1,304 ms on a lobby
 * at load 7–9. A trace event's `tdur` is the thread's own CPU time; 4 × `tdur` per task, counted as
 * Lighthouse counts (the part over 50 ms, tasks after the first contentful paint), is what the page
 * would block on a quiet machine, within a few ms from run to run at any load. `tests/bench/lighthouse.ts`
 * prints it beside Lighthouse's own TBT.
 * Run: `node --import tsx tests/bench/trace-tasks.ts test-results/lighthouse/rocket-lobby` (after
 * `tests/bench/lighthouse.ts --artifacts`): every task over 40 ms (4 × CPU), what ran in it, and the estimate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** Lighthouse's mobile preset: 4× CPU slow-down, a task blocks for what exceeds 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** The page's renderer main thread (the busiest `CrRendererMain`) and its first contentful paint. */
function mainThread(events: readonly TraceEvent[]): { tasks: TraceEvent[]; all: TraceEvent[]; fcp: number } {
  const counts = new Map<string, number>();
  for (const event of events) if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain') counts.set(`${event.pid}:${event.tid}`, 0);
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const all = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && `${event.pid}:${event.tid}` === main)?.ts ?? 0;
  return { tasks: all.filter((event) => event.name === 'RunTask'), all, fcp };
}

const simulatedMs = (task: TraceEvent) => (SLOWDOWN * (task.tdur ?? 0)) / 1000;

/** Σ max(0, 4 × CPU − 50 ms) over the main thread's tasks after the first contentful paint. */
export function cpuBlockingTime(events: readonly TraceEvent[]): number {
  const { tasks, fcp } = mainThread(events);
  return tasks.filter((task) => task.ts > fcp).reduce((sum, task) => sum + Math.max(0, simulatedMs(task) - BLOCKING_MS), 0);
}

const KINDS = /^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|ParseHTML|FunctionCall|EvaluateScript|v8\.evaluateModule|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|ParseAuthorStyleSheet|MajorGC|MinorGC|HitTest)$/;

/** Each task over 40 ms (4 × CPU) with the CPU of what ran in it, largest first. */
function describeLongTasks(events: readonly TraceEvent[]): string[] {
  const { tasks, all, fcp } = mainThread(events);
  const start = all[0]?.ts ?? 0;
  return tasks
    .filter((task) => simulatedMs(task) > 40)
    .map((task) => {
      const kinds = new Map<string, number>();
      for (const event of all) {
        if (event === task || event.ts < task.ts || event.ts >= task.ts + (task.dur ?? 0) || event.tdur === undefined || !KINDS.test(event.name)) continue;
        const url = event.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '').slice(0, 40);
        const key = `${event.name}${url ? ` ${url}` : ''}`;
        kinds.set(key, (kinds.get(key) ?? 0) + event.tdur);
      }
      const what = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([kind, cpu]) => `${kind} ${(cpu / 1000).toFixed(1)}`);
      return `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${simulatedMs(task).toFixed(0).padStart(4)} ms (4 × CPU)${task.ts < fcp ? ', before FCP' : ''}: ${what.join(' | ')}`;
    });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: trace-tasks.ts <artifacts directory of tests/bench/lighthouse.ts --artifacts>');
  const trace = JSON.parse(readFileSync(join(dir, 'defaultPass.trace.json'), 'utf8')) as { traceEvents: TraceEvent[] };
  for (const line of describeLongTasks(trace.traceEvents)) console.log(line);
  console.log(`TBT from CPU time (4 × CPU, after FCP): ${Math.round(cpuBlockingTime(trace.traceEvents))} ms`);
}
