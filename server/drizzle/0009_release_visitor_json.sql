-- A release's snapshot as visitors get it (issue #17): title, settings and blocks, each block without
-- its translation stamps, as JSON text. Immutable, so that a stored generated column can use it.
CREATE FUNCTION visitor_page_json(snapshot jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_build_object(
    'title', snapshot->'title',
    'settings', snapshot->'settings',
    'blocks', coalesce((
      SELECT json_agg(
        json_build_object('id', b->'id', 'block_type', b->'block_type', 'order', b->'order', 'content', b->'content', 'version', b->'version')
        ORDER BY n
      )
      FROM jsonb_array_elements(snapshot->'blocks') WITH ORDINALITY AS x(b, n)
    ), '[]'::json)
  )::text;
--> statement-breakpoint
ALTER TABLE "page_releases" ADD COLUMN "visitor_json" text GENERATED ALWAYS AS (visitor_page_json(snapshot)) STORED NOT NULL;
