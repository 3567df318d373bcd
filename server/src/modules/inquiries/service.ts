import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, inquiryAttachments, inquiryDeliveries } from '../../db/schema.ts';
import type { InquiryFields, InquiryKind } from './input.ts';

export interface NewAttachment {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export interface InquiryFilter {
  kind?: InquiryKind;
  handled?: boolean;
  limit?: number;
  offset?: number;
}

export type InquiryRow = typeof inquiries.$inferSelect;

/** Storing submissions, and reading them back for the editors' inbox. */
export function createInquiryService(db: Db) {
  const where = ({ kind, handled }: InquiryFilter): SQL | undefined =>
    and(
      kind ? eq(inquiries.kind, kind) : undefined,
      handled === undefined ? undefined : handled ? isNotNull(inquiries.handledAt) : isNull(inquiries.handledAt),
    );

  return {
    /** The inquiry and its files, in one transaction: both are stored, or neither. */
    async create(kind: InquiryKind, fields: InquiryFields, language: string, files: readonly NewAttachment[] = []) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(inquiries).values({ kind, fields, language }).returning({ id: inquiries.id });
        const id = (row as { id: string }).id;
        if (files.length) {
          await tx.insert(inquiryAttachments).values(
            files.map((file) => ({
              inquiryId: id,
              fileName: file.fileName,
              contentType: file.contentType,
              size: file.data.length,
              data: file.data,
            })),
          );
        }
        return id;
      });
    },

    /** Newest first. */
    async list(filter: InquiryFilter = {}) {
      const condition = where(filter);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(inquiries)
          .where(condition)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(filter.limit ?? 50)
          .offset(filter.offset ?? 0),
        db.select({ n: count() }).from(inquiries).where(condition),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async get(id: string) {
      const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
      if (!row) return null;
      const [attachments, deliveries] = await Promise.all([
        db
          .select({
            id: inquiryAttachments.id,
            fileName: inquiryAttachments.fileName,
            contentType: inquiryAttachments.contentType,
            size: inquiryAttachments.size,
          })
          .from(inquiryAttachments)
          .where(eq(inquiryAttachments.inquiryId, id))
          .orderBy(asc(inquiryAttachments.fileName)),
        db
          .select()
          .from(inquiryDeliveries)
          .where(eq(inquiryDeliveries.inquiryId, id))
          .orderBy(asc(inquiryDeliveries.attempt), asc(inquiryDeliveries.id)),
      ]);
      return { ...row, attachments, deliveries };
    },

    /** One file with its bytes, only when it belongs to that inquiry. */
    async attachment(inquiryId: string, attachmentId: string) {
      const [file] = await db
        .select()
        .from(inquiryAttachments)
        .where(and(eq(inquiryAttachments.id, attachmentId), eq(inquiryAttachments.inquiryId, inquiryId)));
      return file ?? null;
    },

    /** Every file of an inquiry with its bytes (for delivery). */
    async attachments(inquiryId: string) {
      return db
        .select()
        .from(inquiryAttachments)
        .where(eq(inquiryAttachments.inquiryId, inquiryId))
        .orderBy(asc(inquiryAttachments.fileName));
    },

    async setHandled(id: string, handled: boolean, userId: string) {
      const [row] = await db
        .update(inquiries)
        .set(handled ? { handledAt: new Date(), handledBy: userId } : { handledAt: null, handledBy: null })
        .where(eq(inquiries.id, id))
        .returning();
      return row ?? null;
    },

    /** Every inquiry matching the filter, oldest first, for an export. */
    async all(filter: Omit<InquiryFilter, 'limit' | 'offset'> = {}) {
      return db.select().from(inquiries).where(where(filter)).orderBy(asc(inquiries.createdAt), asc(inquiries.id));
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
