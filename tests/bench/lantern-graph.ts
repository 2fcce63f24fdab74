/**
 * What Lighthouse's simulation (Lantern) counted before a page's FCP and LCP (issue 17, docs/host.md
 * "Speed"): from the artifacts `tests/bench/lighthouse.ts --artifacts` saved, each graph's requests
 * (type, priority, bytes, path) and main-thread tasks with their simulated start and end. Lantern's
 * LCP is the end of the last node in its graph, and that graph holds every request (but low-priority
 * images) that had *finished* in the real trace before the LCP was painted: a script or stylesheet
 * fetched before the first paint adds its round trips and bytes to the LCP even when nothing waits
 * for it.
 * Run: `node --import tsx tests/bench/lantern-graph.ts test-results/lighthouse/rocket-lobby`
 */
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { Audit } from 'lighthouse/core/audits/audit.js';

interface GraphNode {
  type: string;
  duration: number;
  request: { resourceType: string; priority: string; transferSize: number; url: string };
  childEvents: { name: string }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: lantern-graph.ts <artifacts directory>');
const artifacts = await loadArtifacts(dir);
const context = { settings: artifacts.settings, computedCache: new Map() };
const data = Audit.makeMetricComputationDataInput(artifacts, context as any);
for (const [name, metric] of [['FCP', LanternFirstContentfulPaint], ['LCP', LanternLargestContentfulPaint]] as const) {
  const result = (await metric.request(data, context as any)) as unknown as { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  console.log(`== ${name} ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`);
  const rows = [...result.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} B ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
        : `main thread ${Math.round(node.duration / 1000)} ms: ${[...new Set(node.childEvents.map((event) => event.name))].filter((event) => /ParseHTML|Layout|Paint|Evaluate|FunctionCall/.test(event)).join(', ')}`;
    console.log(`${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`);
  }
}
