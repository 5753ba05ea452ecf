-- Image bytes go to the asset storage (DATA_DIR/assets or the S3 bucket): a row keeps them in body only until the server's start moves them there.
ALTER TABLE "content_assets" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_assets" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "content_assets" ADD CONSTRAINT "content_assets_bytes_in_one_place" CHECK (num_nonnulls("content_assets"."storage_key", "content_assets"."body") = 1);