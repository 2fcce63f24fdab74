/** Page titles: `title_<page or popup>` of the host's messages, with the brand. Shared by the server's shell and the app. */
import { interpolate } from '../../../sdk/i18n/interpolate.ts';
import type { HostTable } from './en.ts';

export function pageTitleFrom(t: HostTable, id: string, brand: string): string {
  const key = `title_${id.replace(/-/g, '_')}` as keyof HostTable;
  const title = (t[key] as string | undefined) ?? t.title_lobby;
  return interpolate(id === 'lobby' ? title : `${title} · {brand}`, { brand });
}
