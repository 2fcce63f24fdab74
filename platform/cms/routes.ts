import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { canonicalLocale } from '../info/locales.ts';
import { brandForHost } from '../config.ts';
import { placeholderSvg } from './assets.ts';
import { withBrand } from './brand.ts';
import { bannerLinker } from './banner-links.ts';
import { configStore } from './configs.ts';
import { localeChain } from './locale.ts';
import { loadMessages } from './messages.ts';
import { configName, fileParams, localeQuery, managersBody, messagesParams, messagesQuery, pagePath } from './schemas.ts';
import { cmsStore } from './store.ts';
import { noContent, withSchemas } from '../http/schemas.ts';
import { CmsFiles, CmsPage, CmsPageItems, CmsSnippets } from '../../sdk/api/schemas/cms.ts';
import { ManagerAnswer } from '../../sdk/api/schemas/config.ts';

/** Translations are cached for one bucket of the app's `t` parameter (5 minutes, docs/product/embedding-and-mirrors.md#translations, spec 000 §9). */
const TRANSLATION_BUCKET_SECONDS = 300;

/** CMS pages/snippets/files, `/api/fe/config/*` and `/messages/<lang>.json` (docs/api/info-cms.md, contract §2.1, §2.7). */
export function cmsRoutes(ctx: PlatformContext) {
  const store = cmsStore(ctx.db);
  const configs = configStore(ctx.db);
  const linkBanners = bannerLinker(ctx.db);
  const messages = loadMessages();

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/cms/pages', { schema: { response: { 200: CmsPageItems }, querystring: localeQuery } }, async (request) => {
      const { l } = request.query;
      return withBrand(store.listPages(localeChain(request, l)), brandForHost(ctx.config, request.headers.host));
    });

    // Unknown paths, files and config names are a 404 (not a 422): the params are checked in the handler.
    app.get('/api/cms/pages/*', { schema: { response: { 200: CmsPage }, params: z.object({ '*': z.string() }), querystring: localeQuery } }, async (request) => {
      const { l } = request.query;
      const path = pagePath.safeParse(request.params['*']);
      const page = path.success ? store.page(path.data, localeChain(request, l)) : undefined;
      if (!page) throw notFound('Page not found');
      return withBrand(page, brandForHost(ctx.config, request.headers.host));
    });

    app.get('/api/cms/snippets', { schema: { response: { 200: CmsSnippets }, querystring: localeQuery } }, async (request) => {
      const { l } = request.query;
      return withBrand(store.snippets(localeChain(request, l)), brandForHost(ctx.config, request.headers.host));
    });

    app.get('/api/cms/files', { schema: { response: { 200: CmsFiles }, querystring: localeQuery } }, async (request) => {
      const { l } = request.query;
      return store.files(localeChain(request, l));
    });

    app.get('/cms-files/:id/:name', { schema: { params: z.object({ id: z.string(), name: z.string() }) } }, async (request, reply) => {
      const params = fileParams.safeParse(request.params);
      const file = params.success ? store.file(params.data.id, params.data.name) : undefined;
      if (!file) throw notFound('File not found');
      return reply.type(file.content_type).header('Cache-Control', 'public, max-age=3600').send(file.body);
    });

    app.get('/cms-assets/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
      const path = request.params['*'];
      if (!/^[\w/.-]{1,200}$/.test(path) || path.includes('..')) throw notFound('Asset not found');
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(placeholderSvg(path));
    });

    app.get('/api/fe/config/:name', { schema: { params: z.object({ name: z.string() }), querystring: localeQuery } }, async (request) => {
      const name = configName.safeParse(request.params.name);
      const { l } = request.query;
      const document = name.success ? configs.get(name.data, localeChain(request, l)) : undefined;
      if (document === undefined) throw notFound('Unknown config');
      // Tournament and lottery banners lead to the promotion's page and count down to its end (platform/cms/banner-links.ts).
      if (name.data === 'banners-config') return { ...(document as object), banners: linkBanners((document as { banners: { [key: string]: unknown }[] }).banners, ctx.clock.now()) };
      return document;
    });

    app.post('/api/fe/config/managers', { schema: { body: managersBody, response: { 200: ManagerAnswer, 204: noContent } } }, async (request, reply) => {
      const { userGroups } = request.body;
      const manager = configs.managerFor(userGroups.map(Number).filter(Number.isInteger));
      // No VIP group → no manager: 204, which the app reads as `null`.
      return manager ?? reply.status(204).send();
    });

    app.get('/messages/:file', { schema: { params: z.object({ file: z.string() }), querystring: messagesQuery } }, async (request, reply) => {
      const params = messagesParams.safeParse(request.params);
      const locale = params.success ? canonicalLocale(params.data.file.slice(0, -'.json'.length)) : undefined;
      const body = locale ? messages.get(locale) : undefined;
      if (!body) throw notFound('No translations for this locale');
      const { t } = request.query;
      const maxAge = t === undefined ? 60 : TRANSLATION_BUCKET_SECONDS;
      return reply.type('application/json; charset=utf-8').header('Cache-Control', `public, max-age=${maxAge}`).send(body);
    });
  };
}
