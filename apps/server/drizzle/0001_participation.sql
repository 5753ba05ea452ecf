CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"link_to_page" text NOT NULL,
	"link_to_media" text,
	"video_id" uuid,
	"comments" text,
	"time_code" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"page_key" text NOT NULL,
	"media_key" text NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legend_block_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legend_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"legend_streamer_id" integer,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legend_guesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"streamer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legend_streamers" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"photo" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominees" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"photo" text NOT NULL,
	"link_to_page" text NOT NULL,
	"application_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"type" text NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	"nominee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reveals_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legend_block_translations" ADD CONSTRAINT "legend_block_translations_block_id_legend_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."legend_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legend_guesses" ADD CONSTRAINT "legend_guesses_block_id_legend_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."legend_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legend_guesses" ADD CONSTRAINT "legend_guesses_streamer_id_legend_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."legend_streamers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legend_guesses" ADD CONSTRAINT "legend_guesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legend_streamers" ADD CONSTRAINT "legend_streamers_block_id_legend_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."legend_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominees" ADD CONSTRAINT "nominees_round_id_voting_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."voting_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominees" ADD CONSTRAINT "nominees_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_round_id_voting_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."voting_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_nominee_id_nominees_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."nominees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_nomination_page_unique" ON "applications" USING btree ("user_id","nomination_id","page_key");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_nomination_media_unique" ON "applications" USING btree ("user_id","nomination_id","media_key");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_video_unique" ON "applications" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legend_block_translations_unique" ON "legend_block_translations" USING btree ("block_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legend_guesses_one_per_user_block" ON "legend_guesses" USING btree ("user_id","block_id");--> statement-breakpoint
CREATE INDEX "legend_guesses_streamer_idx" ON "legend_guesses" USING btree ("streamer_id");--> statement-breakpoint
CREATE INDEX "nominees_round_nomination_idx" ON "nominees" USING btree ("round_id","nomination_id");--> statement-breakpoint
CREATE INDEX "videos_unattached_idx" ON "videos" USING btree ("created_at") WHERE "videos"."attached_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_one_per_user_round_nomination" ON "votes" USING btree ("user_id","round_id","nomination_id");--> statement-breakpoint
CREATE INDEX "votes_nominee_idx" ON "votes" USING btree ("nominee_id");