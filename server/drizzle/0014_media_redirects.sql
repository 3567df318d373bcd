CREATE TABLE "media_redirects" (
	"from_hash" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_redirects_to_idx" ON "media_redirects" USING btree ("to_path");