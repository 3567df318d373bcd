CREATE TABLE "page_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"source_release_id" bigint,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "page_releases_kind_check" CHECK ("page_releases"."kind" in ('publish', 'rollback', 'seed')),
	CONSTRAINT "page_releases_status_check" CHECK ("page_releases"."status" in ('scheduled', 'published', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_release_id" bigint;--> statement-breakpoint
ALTER TABLE "page_releases" ADD CONSTRAINT "page_releases_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_releases" ADD CONSTRAINT "page_releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_releases_page_number_key" ON "page_releases" USING btree ("page_id","number");--> statement-breakpoint
CREATE INDEX "page_releases_due_idx" ON "page_releases" USING btree ("status","publish_at");--> statement-breakpoint
-- Every page that exists goes on showing: what it holds now becomes its first release, live.
INSERT INTO "page_releases" ("page_id", "number", "kind", "status", "snapshot", "published_at")
SELECT p."id", 1, 'seed', 'published',
  jsonb_build_object(
    'title', p."title",
    'settings', p."settings",
    'blocks', coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', b."id", 'block_type', b."block_type", 'order', b."order", 'content', b."content", 'version', b."version", 'translations', b."translations") ORDER BY b."order", b."id")
      FROM "blocks" b WHERE b."page_id" = p."id"
    ), '[]'::jsonb)
  ),
  now()
FROM "pages" p;--> statement-breakpoint
UPDATE "pages" p SET "published_release_id" = r."id" FROM "page_releases" r WHERE r."page_id" = p."id" AND r."number" = 1;
