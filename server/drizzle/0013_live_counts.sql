CREATE TABLE "live_counts" (
	"collection" text NOT NULL,
	"filters" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "live_counts_collection_filters_pk" PRIMARY KEY("collection","filters")
);
--> statement-breakpoint
-- The counts of the items live before this table (byte order, as the server sorts the values).
INSERT INTO "live_counts" ("collection", "filters", "n")
SELECT "collection", "key", count(*)::int FROM (
  SELECT r."collection", '' AS "key" FROM "item_releases" r WHERE r."live"
  UNION ALL
  SELECT r."collection", v FROM "item_releases" r, unnest(r."filter_values") v WHERE r."live"
  UNION ALL
  SELECT r."collection", a || E'\n' || b FROM "item_releases" r, unnest(r."filter_values") a, unnest(r."filter_values") b
  WHERE r."live" AND a COLLATE "C" < b COLLATE "C"
) s GROUP BY "collection", "key";
