CREATE TABLE "item_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"collection" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sort_date" text,
	"filter_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"media_paths" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(snapshot, 'strict $.** ? (@ starts with "/data/uploads/")')) STORED NOT NULL,
	"source_release_id" bigint,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "item_releases_kind_check" CHECK ("item_releases"."kind" in ('publish', 'rollback', 'seed')),
	CONSTRAINT "item_releases_status_check" CHECK ("item_releases"."status" in ('scheduled', 'published', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "published_release_id" bigint;--> statement-breakpoint
ALTER TABLE "item_releases" ADD CONSTRAINT "item_releases_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_releases" ADD CONSTRAINT "item_releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_releases_item_number_key" ON "item_releases" USING btree ("item_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "item_releases_live_item_key" ON "item_releases" USING btree ("item_id") WHERE "item_releases"."live";--> statement-breakpoint
CREATE INDEX "item_releases_due_idx" ON "item_releases" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "item_releases_live_date_idx" ON "item_releases" USING btree ("collection","sort_date" DESC NULLS LAST,"id") WHERE "item_releases"."live";--> statement-breakpoint
CREATE INDEX "item_releases_live_position_idx" ON "item_releases" USING btree ("collection","position","slug") WHERE "item_releases"."live";--> statement-breakpoint
CREATE INDEX "item_releases_live_slug_idx" ON "item_releases" USING btree ("collection","slug") WHERE "item_releases"."live";--> statement-breakpoint
CREATE INDEX "item_releases_live_filter_idx" ON "item_releases" USING gin ("filter_values") WHERE "item_releases"."live";