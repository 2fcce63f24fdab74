import type { HttpClient } from '../http/client.ts';
import { BannersConfig } from './schemas/banners.ts';

/** Banners (config `banners-config`, docs/product/notifications-and-banners.md#banners, contract §2.1, §5.16): localised by `locale` (`?l=`), else the `locale` cookie. */
export const bannersApi = (http: HttpClient) => ({
  banners: (locale?: string) => http.get('/api/fe/config/banners-config', { query: { l: locale }, schema: BannersConfig }),
});
