/** Measures server-rendered first frames as a browser fetches them, from a casino in process. */
import { buildCasino } from '../../host-demo/server/casino.ts';
import { testConfig } from '../../platform/config.ts';
import { measure, type FileSizes } from '../../scripts/manifest.ts';

export async function measureFrames(names: string[], query = 'locale=en&currency=EUR'): Promise<Record<string, FileSizes>> {
  if (names.length === 0) return {};
  const app = await buildCasino({ config: testConfig() });
  try {
    const sizes: Record<string, FileSizes> = {};
    for (const name of names) {
      const response = await app.inject({ method: 'GET', url: `/widgets/${name}/frame?${query}` });
      if (response.statusCode !== 200) throw new Error(`first frame of ${name} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      sizes[name] = measure(response.body);
    }
    return sizes;
  } finally {
    await app.close();
  }
}
