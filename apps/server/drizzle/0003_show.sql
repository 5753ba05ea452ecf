CREATE TABLE "judge_assignments" (
	"user_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	"conflict_declared_at" timestamp with time zone,
	"conflict_note" text,
	CONSTRAINT "judge_assignments_user_id_round_id_nomination_id_pk" PRIMARY KEY("user_id","round_id","nomination_id")
);
--> statement-breakpoint
CREATE TABLE "judges" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"jury_member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jury_scores" (
	"user_id" integer NOT NULL,
	"nominee_id" integer NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jury_scores_user_id_nominee_id_pk" PRIMARY KEY("user_id","nominee_id"),
	CONSTRAINT "jury_scores_score_range" CHECK ("jury_scores"."score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"rehearsal" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_nominations" (
	"round_id" integer NOT NULL,
	"nomination_id" integer NOT NULL,
	"reveal_order" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "round_nominations_round_id_nomination_id_pk" PRIMARY KEY("round_id","nomination_id")
);
--> statement-breakpoint
ALTER TABLE "nominees" ADD COLUMN "page_key" text;--> statement-breakpoint
ALTER TABLE "nominees" ADD COLUMN "wildcard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "audience_weight" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "jury_weight" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "tie_break" text DEFAULT 'audience_then_jury' NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "live_reveal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "sealed_by" integer;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "standings" text;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD COLUMN "standings_digest" text;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_round_id_voting_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."voting_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jury_scores" ADD CONSTRAINT "jury_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jury_scores" ADD CONSTRAINT "jury_scores_nominee_id_nominees_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."nominees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_nominations" ADD CONSTRAINT "round_nominations_round_id_voting_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."voting_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_assignments_round_idx" ON "judge_assignments" USING btree ("round_id","nomination_id");--> statement-breakpoint
CREATE INDEX "jury_scores_nominee_idx" ON "jury_scores" USING btree ("nominee_id");--> statement-breakpoint
CREATE INDEX "live_events_rehearsal_idx" ON "live_events" USING btree ("rehearsal","id");--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD CONSTRAINT "voting_rounds_sealed_by_users_id_fk" FOREIGN KEY ("sealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nominees_round_nomination_page_unique" ON "nominees" USING btree ("round_id","nomination_id","page_key");--> statement-breakpoint
CREATE FUNCTION "voting_rounds_sealed_standings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sealed_at IS NOT NULL AND (NEW.standings IS DISTINCT FROM OLD.standings OR NEW.standings_digest IS DISTINCT FROM OLD.standings_digest OR NEW.sealed_at IS DISTINCT FROM OLD.sealed_at) THEN
    RAISE EXCEPTION 'round % is sealed: its standings cannot change', OLD.id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "voting_rounds_sealed_standings" BEFORE UPDATE ON "voting_rounds" FOR EACH ROW EXECUTE FUNCTION "voting_rounds_sealed_standings"();
