/** Measures server-rendered first frames as a browser fetches them, from a running casino. */
import { measure, type FileSizes } from '../../scripts/manifest.ts';
import { fetchRaw } from './wire.ts';

export interface FrameSizes extends FileSizes {
  /**
   * Bytes sent with `Accept-Encoding: br` to a repeat request: the platform keeps the best
   * compression of a cacheable answer by its ETag (platform/http/compression.ts).
   */
  wire: number;
  /** Bytes sent to the first request (compressed on the fly at the fast quality). */
  firstWire: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureFrames(base: string, names: string[], query = 'locale=en&currency=EUR'): Promise<Record<string, FrameSizes>> {
  const sizes: Record<string, FrameSizes> = {};
  for (const name of names) {
    const url = `${base}/widgets/${name}/frame?${query}`;
    const plain = await fetch(url);
    const body = await plain.text();
    if (plain.status !== 200) throw new Error(`first frame of ${name} answered ${plain.status}: ${body.slice(0, 200)}`);
    const first = await fetchRaw(url, { headers: { 'Accept-Encoding': 'br' } });
    // The best compression is made in the background: ask again until it is there (at most 5 s).
    let repeat = first;
    for (let attempt = 0; attempt < 50 && repeat.bytes >= first.bytes; attempt++) {
      await pause(100);
      repeat = await fetchRaw(url, { headers: { 'Accept-Encoding': 'br' } });
    }
    sizes[name] = { ...measure(body), wire: repeat.bytes, firstWire: first.bytes };
  }
  return sizes;
}
