-- What the Legends blocks show becomes content organisers edit, under the blocks' and streamers' ids; the game keeps its own tables.
INSERT INTO "content_items" ("collection", "id", "data")
SELECT 'legend_blocks', b.id, jsonb_build_object(
  'id', b.id,
  'sort', b.order_id,
  'translations', COALESCE((
    SELECT jsonb_agg(jsonb_build_object(
      'id', (b.id - 1) * 4 + t.language_id,
      'legend_blocks_id', b.id,
      'languages_code', CASE t.language_id WHEN 1 THEN 'EN' WHEN 2 THEN 'SP' WHEN 3 THEN 'RU' ELSE 'PT' END,
      'title', t.title,
      'description', t.description
    ) ORDER BY t.language_id)
    FROM "legend_block_translations" t WHERE t.block_id = b.id
  ), '[]'::jsonb)
)
FROM "legend_blocks" b;
--> statement-breakpoint
INSERT INTO "content_items" ("collection", "id", "data")
SELECT 'legend_streamers', s.id, jsonb_build_object(
  'id', s.id,
  'sort', row_number() OVER (ORDER BY b.order_id, s.sort, s.id),
  'block_id', s.block_id,
  'nickname', s.nickname,
  'photo', s.photo
)
FROM "legend_streamers" s JOIN "legend_blocks" b ON b.id = s.block_id;
--> statement-breakpoint
DROP TABLE "legend_block_translations" CASCADE;--> statement-breakpoint
ALTER TABLE "legend_blocks" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "legend_streamers" DROP COLUMN "nickname";--> statement-breakpoint
ALTER TABLE "legend_streamers" DROP COLUMN "photo";--> statement-breakpoint
ALTER TABLE "legend_streamers" DROP COLUMN "sort";
