import type { HttpClient } from '../http/client.ts';
import { VipProgress } from './schemas/vip.ts';

/** VIP progress from the app's own service (docs/product/vip-and-adventures.md#progress, contract §3.7, §5.12); on failure the FE shows "regular". */
export const vipApi = (http: HttpClient) => ({
  progress: () => http.get('/jam/vip_status_progress', { schema: VipProgress }),
});
