-- The site search ranks in two steps (issue #32, ADR 0047): every match cheaply from the row alone
-- (does the title hold the words, how new is it), then only the best hundred from their whole texts.
-- The row keeps the title's words and its weight; its texts and document are moved out of line
-- (toast_tuple_target), so a common word's 15,000 matches are read from a narrow table.
-- Suggestions look in titles first: a GIN index of the titles per language.
-- What the search's GIN indexes hold in their pending lists is merged (the embedded database has no
-- autovacuum to do it, and every search read the lists whole); from now on each write merges its own.
ALTER TABLE "search_entries" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_entries" ADD COLUMN "heading" "tsvector";--> statement-breakpoint
ALTER TABLE "search_entries" ALTER COLUMN "heading" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_entries" ADD COLUMN "title_boost" real;--> statement-breakpoint
UPDATE "search_entries" SET "heading" = ts_filter("document", '{a}'), "title_boost" = 1 + 4.0 / (1 + char_length("title") / 20.0);--> statement-breakpoint
ALTER TABLE "search_entries" ALTER COLUMN "heading" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_entries" ALTER COLUMN "title_boost" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "search_entries_heading_en_idx" ON "search_entries" USING gin ("heading") WHERE "search_entries"."language" = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_heading_ar_idx" ON "search_entries" USING gin ("heading") WHERE "search_entries"."language" = 'ar';--> statement-breakpoint
SELECT gin_clean_pending_list('search_entries_document_en_idx'::regclass), gin_clean_pending_list('search_entries_document_ar_idx'::regclass), gin_clean_pending_list('search_words_trgm_idx'::regclass);
