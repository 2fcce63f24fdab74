import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../auth/session.ts';
import type { PlatformContext } from '../../context.ts';
import { HttpError, parse, unprocessable } from '../../http/errors.ts';
import { parseMultipart } from '../../http/multipart.ts';
import { operatorOnly } from '../../http/operator-auth.ts';
import { deleteDocument, documentFile, DOCUMENT_TYPES, listDocuments, operatorDocuments, reviewDocument, uploadDocument } from './service.ts';
import { MAX_DOCUMENT_BYTES, readStoredFile, releaseDocumentsDirectory } from './storage.ts';
import { signedIn, withSchemas } from '../../http/schemas.ts';
import { PlayerDocument, PlayerDocuments } from '../../../sdk/api/schemas/documents.ts';

/** Room for the multipart envelope and the text fields around a file at the size limit. */
const UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;

const idParams = z.object({ id: z.coerce.number({ message: 'is not a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER) });
const uploadFields = z.object({ document_type: z.enum(DOCUMENT_TYPES, { message: 'is not included in the list' }) });
const operatorListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const reviewBody = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'is not included in the list' }),
  comment: z.string().trim().max(500, 'is too long (maximum is 500 characters)').nullish(),
});

const uploadLimit = {
  rateLimit: {
    max: 30,
    timeWindow: '10 minutes',
    errorResponseBuilder: (_request: unknown, context: { after: string }) => new HttpError(429, { base: [`Too many uploads. Try again in ${context.after}.`] }, 'too_many_requests'),
  },
};

/**
 * KYC documents (docs/api/auth-and-players.md "Verification documents"): the player's list,
 * multipart upload and removal; the operator's review queue, file download and decision.
 */
export function documentRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // The one operator credential, checked before the input (platform/http/operator-auth.ts, docs/api/auth-and-players.md "Operator key").
    const operator = operatorOnly(ctx.config);
    app.addHook('onClose', async () => releaseDocumentsDirectory(ctx));
    app.get('/api/player/documents', { schema: { response: { 200: PlayerDocuments } } }, async (request) => listDocuments(ctx, requireUser(request)));

    // Not a JSON body: the multipart fields are checked in the handler (uploadFields).
    const UPLOAD_DESCRIPTION = '`multipart/form-data`: `document_type` and one `file` field, checked in the handler (docs/api/auth-and-players.md).';
    // The upload, in a scope of its own: only this route takes multipart and a 10 MB body, and a
    // signed-out client is refused before its body is read (no memory for anonymous uploads).
    await app.register(async (upload) => {
      upload.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));
      upload.post(
        '/api/player/documents',
        { bodyLimit: UPLOAD_BODY_LIMIT, config: uploadLimit, onRequest: async (request) => void requireUser(request), schema: { description: UPLOAD_DESCRIPTION, response: { 201: PlayerDocument } } },
        async (request, reply) => {
          const userId = requireUser(request);
          const form = Buffer.isBuffer(request.body) ? parseMultipart(request.body, request.headers['content-type']) : null;
          if (!form) throw unprocessable({ file: ['must be sent as multipart/form-data'] }, 'not_multipart');
          const { document_type } = parse(uploadFields, form.fields);
          const files = form.files.filter((file) => file.field === 'file');
          if (files.length !== 1) throw unprocessable({ file: [files.length === 0 ? "can't be blank" : 'must be one file'] });
          return reply.status(201).send(await uploadDocument(ctx, userId, document_type, files[0]!));
        },
      );
    });

    app.delete('/api/player/documents/:id', { schema: { params: idParams }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const { id } = request.params;
      deleteDocument(ctx, userId, id);
      return reply.status(204).send();
    });

    app.get('/api/operator/documents', { ...operator, schema: { querystring: operatorListQuery } }, async (request) => {
      const { status, limit } = request.query;
      return operatorDocuments(ctx, status, limit);
    });

    app.get('/api/operator/documents/:id/file', { ...operator, schema: { params: idParams } }, async (request, reply) => {
      const { id } = request.params;
      const file = documentFile(ctx, id);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="document-${id}"`)
        .header('Cache-Control', 'no-store')
        .send(readStoredFile(ctx, file.storageKey));
    });

    app.post('/api/operator/documents/:id/review', { ...operator, schema: { params: idParams, body: reviewBody } }, async (request) => {
      const { id } = request.params;
      const { status, comment } = request.body;
      return reviewDocument(ctx, id, status, comment || null);
    });
  };
}
