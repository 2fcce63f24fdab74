import type { HttpClient } from '../http/client.ts';
import { CmsFiles, CmsPage, CmsPageItems, CmsSnippets, RestoreId } from './schemas/cms.ts';
import type { ContactBody, RestoreIdGetBody, RestoreIdSetBody } from './requests.ts';

const l = (locale?: string) => (locale ? { l: locale } : undefined);

/** CMS pages, snippets and files (docs/api/info-cms.md, contract §2.7); the locale travels as `?l=` (and the `locale` cookie). */
export const cmsApi = (http: HttpClient) => ({
  pages: (locale?: string) => http.get('/api/cms/pages', { query: l(locale), schema: CmsPageItems }),
  /** `path` is a slug or a route path (`privacy-policy`, `terms-and-conditions/EE`). */
  page: (path: string, locale?: string) =>
    http.get(`/api/cms/pages/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`, { query: l(locale), schema: CmsPage }),
  snippets: (locale?: string) => http.get('/api/cms/snippets', { query: l(locale), schema: CmsSnippets }),
  files: (locale?: string) => http.get('/api/cms/files', { query: l(locale), schema: CmsFiles }),
  /** Write: a failure rethrows; its `errors` are the form's field errors. */
  sendContactMessage: (email: string, content: string) => http.post('/api/send_contact_message', { contact: { email, content } } satisfies ContactBody),
});

/** The chat restore id (docs/api/info-cms.md, contract §2.7). */
export const restoreIdApi = (http: HttpClient, project = 'casino-kit') => ({
  get: (internalId: string, requestId: string) =>
    http.post('/restore-id/get', { data: { internalId, project }, requestId, type: 'Api.V1.RestoreId.Get' } satisfies RestoreIdGetBody, { schema: RestoreId }),
  set: (internalId: string, restoreId: string, requestId: string) =>
    http.post('/restore-id/set', { data: { restoreId, internalId, project }, requestId, type: 'Api.V1.RestoreId.Set' } satisfies RestoreIdSetBody),
});
