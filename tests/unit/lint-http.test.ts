/**
 * The lint guard of docs/architecture.md "Server state" (eslint.config.js): outside sdk/, no call
 * of the HTTP client's verbs and no value import of sdk/http/client; an sdk/api call passes. Run
 * through ESLint itself on the repo's config, for files at real paths of widgets/ and host-demo/.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULES = new Set(['no-restricted-syntax', '@typescript-eslint/no-restricted-imports']);

async function findings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => RULES.has(message.ruleId ?? '')).map((message) => `${message.line}:${message.ruleId}`);
}

describe('lint: platform calls only through sdk/api', () => {
  it('rejects the HTTP client verbs on core.http, services.core.http and a bare http, in widgets and the host', async () => {
    const widget = [
      "import type { Core } from '../../sdk/core.ts';",
      "import type { HttpClient } from '../../sdk/http/client.ts';",
      "export const a = (core: Core) => core.http.get<number[]>('/api/tournaments');",
      "export const b = (http: HttpClient) => http.post('/api/x', {});",
      "export const c = (core: Core) => core.http.request('GET', '/api/x');",
    ].join('\n');
    expect(await findings('widgets/ui/probe.ts', widget)).toEqual(['3:no-restricted-syntax', '4:no-restricted-syntax', '5:no-restricted-syntax']);
    const host = "import type { Services } from '../state/services.ts';\nexport const d = (services: Services) => services.core.http.get('/client-context');\n";
    expect(await findings('host-demo/app/lib/probe.ts', host)).toEqual(['2:no-restricted-syntax']);
  });

  it('rejects a value import of the HTTP client outside sdk/, not a type import', async () => {
    expect(await findings('widgets/ui/probe.ts', "import { HttpClient } from '../../sdk/http/client.ts';\nexport const e = HttpClient;\n")).toEqual(['1:@typescript-eslint/no-restricted-imports']);
    expect(await findings('host-demo/app/lib/probe.ts', "import type { HttpClient } from '../../../sdk/http/client.ts';\nexport type F = HttpClient;\n")).toEqual([]);
  });

  it('passes an sdk/api call, other get methods, and the client inside sdk/', async () => {
    const widget = [
      "import type { Core } from '../../sdk/core.ts';",
      "import { tournamentsApi } from '../../sdk/api/tournaments.ts';",
      "export const g = (core: Core) => tournamentsApi(core.http).list();",
      'export const h = (map: Map<string, number>) => map.get(\'x\');',
    ].join('\n');
    expect(await findings('widgets/ui/probe.ts', widget)).toEqual([]);
    expect(await findings('sdk/state/probe.ts', "import type { HttpClient } from '../http/client.ts';\nexport const i = (http: HttpClient) => http.get('/api/x');\n")).toEqual([]);
  });
});
