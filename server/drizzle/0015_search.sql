-- The site search (issue #32, ADR 0047): trigram similarity for words typed with a mistake, and a
-- text search configuration that stems English words (ASCII, after folding) and Arabic ones.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION site_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION site_search ALTER MAPPING FOR word, hword, hword_part WITH arabic_stem;
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"language" text NOT NULL,
	"release_id" bigint NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"date" text,
	"dated" boolean DEFAULT false NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"day" text NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"shown" text NOT NULL,
	"count" integer NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "search_queries_day_language_query_pk" PRIMARY KEY("day","language","query")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_ref_key" ON "search_entries" USING btree ("kind","ref","language");--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Search now folds Arabic-Indic digits to 0-9: the items' stored search texts follow.
UPDATE "items" SET "search_text" = translate("search_text", '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), "sort_title" = translate("sort_title", '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789');
