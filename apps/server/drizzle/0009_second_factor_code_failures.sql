ALTER TABLE "second_factors" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "second_factors" ADD COLUMN "last_code_failure_at" timestamp with time zone;