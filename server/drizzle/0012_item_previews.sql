ALTER TABLE "page_previews" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "page_previews" ADD CONSTRAINT "page_previews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_previews_item_idx" ON "page_previews" USING btree ("item_id");