/** CMS pages, snippets, files and the chat restore id (docs/api/info-cms.md, contract §2.7). */
import * as z from 'zod/mini';
import { int, strings } from './common.ts';

/** GET /api/cms/pages item; licence variants come as `children` of the default page. */
export const CmsPageItem = z.looseObject({
  id: int,
  path: z.string(),
  title: z.string(),
  layout: z.optional(z.string()),
  categories: strings,
  get children() {
    return z.optional(z.array(CmsPageItem));
  },
});
export type CmsPageItem = z.infer<typeof CmsPageItem>;
export const CmsPageItems = z.array(CmsPageItem);

/** GET /api/cms/pages/{slug}: `blocks.json` is a JSON string the app parses into page meta. */
export const CmsPage = z.looseObject({
  id: int,
  path: z.string(),
  title: z.string(),
  layout: z.optional(z.string()),
  content: z.string(),
  categories: strings,
  blocks: z.looseObject({
    title: z.optional(z.string()),
    keywords: z.optional(z.string()),
    description: z.optional(z.string()),
    json: z.optional(z.string()),
    'content-main': z.optional(z.string()),
  }),
  locale: z.optional(z.string()),
});
export type CmsPage = z.infer<typeof CmsPage>;

export const CmsSnippet = z.looseObject({ id: int, content: z.string(), categories: strings });
export type CmsSnippet = z.infer<typeof CmsSnippet>;
export const CmsSnippets = z.array(CmsSnippet);

export const CmsFile = z.looseObject({ id: int, url: z.string(), categories: strings, description: z.nullable(z.string()) });
export type CmsFile = z.infer<typeof CmsFile>;
export const CmsFiles = z.array(CmsFile);

/** POST /restore-id/get: `restoreId` null when there is none (or not yours, on our platform). */
export const RestoreId = z.looseObject({ data: z.looseObject({ restoreId: z.nullable(z.string()) }) });
export type RestoreId = z.infer<typeof RestoreId>;
