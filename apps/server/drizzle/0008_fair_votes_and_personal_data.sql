ALTER TABLE "applications" DROP CONSTRAINT "applications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "votes" DROP CONSTRAINT "votes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "client_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_up_address_hash" text;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "quarantined_by" integer;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_quarantined_by_users_id_fk" FOREIGN KEY ("quarantined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each account's mailbox, as modules/users/mailbox.ts computes it (its test runs this migration on the same addresses). Of accounts that share one, the oldest keeps it; the later ones keep working with none.
WITH "parts" AS (
  SELECT "id",
    regexp_replace(regexp_replace(lower("email"), '@[^@]*$', ''), '\+.*$', '') AS "local",
    CASE substring(lower("email") from '@([^@]*)$')
      WHEN 'googlemail.com' THEN 'gmail.com'
      WHEN 'ya.ru' THEN 'yandex.ru' WHEN 'yandex.com' THEN 'yandex.ru' WHEN 'yandex.by' THEN 'yandex.ru' WHEN 'yandex.kz' THEN 'yandex.ru' WHEN 'yandex.ua' THEN 'yandex.ru'
      ELSE substring(lower("email") from '@([^@]*)$')
    END AS "domain"
  FROM "users"
), "canonical" AS (
  SELECT "id", CASE "domain" WHEN 'gmail.com' THEN replace("local", '.', '') WHEN 'yandex.ru' THEN replace("local", '.', '-') ELSE "local" END || '@' || "domain" AS "mailbox"
  FROM "parts"
)
UPDATE "users" SET "mailbox" = "canonical"."mailbox" FROM "canonical"
WHERE "users"."id" = "canonical"."id"
  AND NOT EXISTS (SELECT 1 FROM "canonical" AS "earlier" WHERE "earlier"."mailbox" = "canonical"."mailbox" AND "earlier"."id" < "canonical"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mailbox_unique" ON "users" USING btree ("mailbox");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "votes_round_created_idx" ON "votes" USING btree ("round_id","created_at");