-- The site search (issue #32): one GIN index per language instead of one for both. A search asks in one
-- language, and a common word is in nearly every row of both (each row indexes the other language's
-- texts too, weight D): the bench's 'management' visited 30,000 rows to keep 15,000.
DROP INDEX "search_entries_document_idx";--> statement-breakpoint
CREATE INDEX "search_entries_document_en_idx" ON "search_entries" USING gin ("document") WHERE "search_entries"."language" = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_document_ar_idx" ON "search_entries" USING gin ("document") WHERE "search_entries"."language" = 'ar';