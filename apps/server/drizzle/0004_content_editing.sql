CREATE TABLE "content_drafts" (
	"collection" text NOT NULL,
	"item_id" integer NOT NULL,
	"data" jsonb,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_collection_item_id_pk" PRIMARY KEY("collection","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_by" integer,
	"published_by_email" text,
	"restored_from" integer,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The how-it-works descriptions become Markdown: their "/n" paragraph marks become blank lines (a path such as /news stays).
UPDATE "content_items" SET "data" = regexp_replace("data"::text, '/n(?![a-z])', '\\n\\n', 'g')::jsonb WHERE "collection" = 'key_dates';
--> statement-breakpoint
-- The site's links and last edition's winners become content organisers edit: each setting moves into its collection.
INSERT INTO "content_items" ("collection", "id", "data")
SELECT 'socials', t.n, jsonb_build_object('id', t.n, 'sort', t.n, 'network', t.e->>'network', 'url', t.e->>'url')
FROM "settings", jsonb_array_elements("settings"."value") WITH ORDINALITY AS t(e, n) WHERE "settings"."key" = 'socials';
--> statement-breakpoint
INSERT INTO "content_items" ("collection", "id", "data")
SELECT 'previous_winners', t.n, t.e || jsonb_build_object('id', t.n, 'sort', t.n)
FROM "settings", jsonb_array_elements("settings"."value") WITH ORDINALITY AS t(e, n) WHERE "settings"."key" = 'previous_winners';
--> statement-breakpoint
INSERT INTO "content_items" ("collection", "id", "data")
SELECT 'stream_channels', c.n, jsonb_build_object('id', c.n, 'audience', c.audience, 'provider', c.channel->>'provider', 'channel', c.channel->>'channel')
FROM "settings", LATERAL (VALUES
  (1, 'main', "settings"."value"->'main'),
  (2, 'EN', "settings"."value"->'restreams'->'EN'),
  (3, 'SP', "settings"."value"->'restreams'->'SP'),
  (4, 'RU', "settings"."value"->'restreams'->'RU'),
  (5, 'PT', "settings"."value"->'restreams'->'PT')
) AS c(n, audience, channel)
WHERE "settings"."key" = 'stream';
--> statement-breakpoint
INSERT INTO "content_items" ("collection", "id", "data")
SELECT 'community', 1, jsonb_build_object('id', 1, 'join_url', e->>'url')
FROM "settings", jsonb_array_elements("settings"."value") AS e
WHERE "settings"."key" = 'socials' AND e->>'network' = 'discord'
LIMIT 1;
--> statement-breakpoint
-- The previous editions' figures were written into the web app; a database with content gets them as content.
INSERT INTO "content_items" ("collection", "id", "data")
SELECT 'highlights', h.id, jsonb_build_object('id', h.id, 'sort', h.id, 'year', h.year, 'applications', h.applications, 'votes', h.votes, 'viewers', h.viewers)
FROM (VALUES (1, 2024, 88000, 281000, 500000), (2, 2023, 75000, 230000, 420000)) AS h(id, year, applications, votes, viewers)
WHERE EXISTS (SELECT 1 FROM "content_items" WHERE "collection" = 'faq');
--> statement-breakpoint
DELETE FROM "settings" WHERE "key" IN ('socials', 'stream', 'previous_winners');
