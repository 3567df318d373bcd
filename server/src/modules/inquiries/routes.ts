import fastifyMultipart from '@fastify/multipart';
import { inquiryRoutes as contracts } from '@site/blocks/api';
import type { Language } from '@site/blocks/localized';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { SharedLimiter } from '../../http/shared-limiter.ts';
import { checkAttachments, MULTIPART_LIMITS, readMultipart } from './attachments.ts';
import { toCsv } from './csv.ts';
import { INQUIRY_KINDS, KIND_FIELDS, languageOf, parseInquiry } from './input.ts';
import type { InquiryService } from './service.ts';

/** Submissions allowed per client address per window (a person sends one or two; a script, hundreds). */
export const INQUIRY_LIMITS = { perAddress: { max: 10, timeWindow: 10 * 60 * 1000 } };

export interface InquiryRoutesOptions {
  inquiries: InquiryService;
  /** Where the per-address limit is counted, shared by every server copy. */
  db: Db;
  requireEditor: preHandlerAsyncHookHandler;
  /** Called once an inquiry is stored, so the outbox sends it at once. */
  onStored: () => void;
  limits?: typeof INQUIRY_LIMITS;
}

const TOO_MANY: Record<Language, (seconds: number) => string> = {
  en: (s) => `Too many messages from your connection. Please try again in ${Math.ceil(s / 60)} minutes.`,
  ar: (s) => `رسائل كثيرة من اتصالك. يُرجى المحاولة مرة أخرى بعد ${Math.ceil(s / 60)} دقيقة.`,
};
/**
 * `POST /v1/inquiries` (anyone; JSON, or multipart with files) stores a contact message, demo request
 * or job application and answers 201 once it is stored; delivery follows from the outbox. The
 * editors' inbox: list, read, download a file, mark handled, export CSV.
 */
export async function inquiryRoutes(app: FastifyInstance, options: InquiryRoutesOptions) {
  const { inquiries, requireEditor } = options;
  const limits = options.limits ?? INQUIRY_LIMITS;
  // Counted in the database, so that every server copy counts against the same limit.
  const perAddress = new SharedLimiter(
    options.db,
    'inquiry:address',
    limits.perAddress.max,
    limits.perAddress.timeWindow,
  );
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  // Attachments (up to 10 MB) need longer to arrive than the app's deadline of seconds. The body
  // (JSON, or multipart read below) is checked by parseInquiry, whose messages are the visitor's
  // language: the contract only describes it.
  route(app, contracts.submit, { handlerTimeout: 5 * 60_000 }, async (_input, request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    const multipart = request.isMultipart();
    // A JSON body is checked before anything is counted or stored. A multipart one is counted
    // first: its files (up to 10 MB) are read only for an address within its limit.
    const json = multipart ? null : parseInquiry(request.body, lang);
    if (json && !json.ok) throw new HttpError(json.status, json.code, json.message, json.details);
    const limit = await perAddress.hit(request.ip);
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', TOO_MANY[lang](limit.retryAfterSeconds));
    }
    const { body, files } = multipart ? await readMultipart(request, reply, lang) : { body: request.body, files: [] };
    const parsed = json ?? parseInquiry(body, lang);
    if (!parsed.ok) throw new HttpError(parsed.status, parsed.code, parsed.message, parsed.details);
    const attachments = await checkAttachments(parsed.kind, files, lang);
    if (parsed.spam) {
      // Looks accepted, so the sender learns nothing; nothing is stored or sent.
      request.log.info({ kind: parsed.kind }, 'inquiry dropped: honeypot filled in');
      return reply.status(201).send({ id: crypto.randomUUID() });
    }
    const id = await inquiries.create(parsed.kind, parsed.fields, lang, attachments);
    request.log.info({ inquiry: id, kind: parsed.kind, files: attachments.length }, 'inquiry stored');
    options.onStored();
    return reply.status(201).send({ id });
  });

  const editor = { preHandler: requireEditor };

  route(app, contracts.list, editor, async ({ query }, _request, reply) => {
    const { items, total } = await inquiries.list({
      kind: query.kind,
      handled: query.handled === undefined ? undefined : query.handled === 'true',
      limit: query.limit,
      offset: query.offset,
    });
    return reply.header('cache-control', 'no-store').send({ items: items.map(summary), total });
  });

  route(app, contracts.exportCsv, editor, async ({ query }, _request, reply) => {
    const rows = await inquiries.all({
      kind: query.kind,
      handled: query.handled === undefined ? undefined : query.handled === 'true',
    });
    const fields = [...new Set((query.kind ? [query.kind] : INQUIRY_KINDS).flatMap((kind) => KIND_FIELDS[kind]))];
    const csv = toCsv(
      ['id', 'kind', 'received', 'language', ...fields, 'status', 'attempts', 'sent', 'handled'],
      rows.map((row) => {
        const values = row.fields as Record<string, string>;
        return [
          row.id,
          row.kind,
          row.createdAt.toISOString(),
          row.language,
          ...fields.map((field) => values[field] ?? ''),
          row.status,
          String(row.attempts),
          row.sentAt?.toISOString() ?? '',
          row.handledAt?.toISOString() ?? '',
        ];
      }),
    );
    const name = `inquiries${query.kind ? `-${query.kind}` : ''}-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  route(app, contracts.get, editor, async ({ params: { id } }, _request, reply) => {
    const inquiry = await inquiries.get(id);
    if (!inquiry) throw new HttpError(404, 'not_found', 'No such inquiry.');
    return reply.header('cache-control', 'no-store').send({
      ...summary(inquiry),
      attachments: inquiry.attachments,
      deliveries: inquiry.deliveries.map((d) => ({
        attempt: d.attempt,
        transport: d.transport,
        ok: d.ok,
        statusCode: d.statusCode,
        message: d.message,
        at: d.createdAt,
      })),
    });
  });

  route(app, contracts.attachment, editor, async ({ params: { id, attachmentId } }, _request, reply) => {
    const file = await inquiries.attachment(id, attachmentId);
    if (!file) throw new HttpError(404, 'not_found', 'No such file.');
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.data);
  });

  route(app, contracts.setHandled, editor, async ({ params: { id }, body: { handled } }, request, reply) => {
    const row = await inquiries.setHandled(id, handled, request.user?.id as string);
    if (!row) throw new HttpError(404, 'not_found', 'No such inquiry.');
    return reply.send(summary(row));
  });
}

/** The fields of an inquiry an editor lists (no file bytes). */
function summary(row: {
  id: string;
  kind: string;
  fields: unknown;
  language: string;
  createdAt: Date;
  status: string;
  attempts: number;
  sentAt: Date | null;
  handledAt: Date | null;
}) {
  return {
    id: row.id,
    kind: row.kind,
    fields: row.fields,
    language: row.language,
    receivedAt: row.createdAt,
    status: row.status,
    attempts: row.attempts,
    sentAt: row.sentAt,
    handledAt: row.handledAt,
  };
}
