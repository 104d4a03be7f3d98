CREATE TABLE "evaluation_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"session_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_holds_state_in_list" CHECK ("evaluation_holds"."state" in ('held', 'booked', 'released', 'expired')),
	CONSTRAINT "evaluation_holds_ends_after_start" CHECK ("evaluation_holds"."ends_at" > "evaluation_holds"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "evaluation_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"therapist_id" integer,
	"package_id" integer NOT NULL,
	"private_note" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_outcomes_cycle_in_list" CHECK ("evaluation_outcomes"."cycle" in ('Individual', 'Couple', 'Family', 'Child and Adolescent', 'Sex Therapy', 'Psychiatry'))
);
--> statement-breakpoint
CREATE TABLE "support_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"source_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"outcome" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_calls_reason_in_list" CHECK ("support_calls"."reason" in ('presession', 'session_request')),
	CONSTRAINT "support_calls_outcome_in_list" CHECK ("support_calls"."outcome" in ('reached', 'no_answer', 'wrong_number', 'declined')),
	CONSTRAINT "support_calls_done_has_outcome" CHECK (("support_calls"."done_at" is null) = ("support_calls"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "evaluation_holds" ADD CONSTRAINT "evaluation_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_holds" ADD CONSTRAINT "evaluation_holds_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_holds" ADD CONSTRAINT "evaluation_holds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_outcomes" ADD CONSTRAINT "evaluation_outcomes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_outcomes" ADD CONSTRAINT "evaluation_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_outcomes" ADD CONSTRAINT "evaluation_outcomes_evaluator_id_therapists_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_outcomes" ADD CONSTRAINT "evaluation_outcomes_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_outcomes" ADD CONSTRAINT "evaluation_outcomes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_calls" ADD CONSTRAINT "support_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_calls" ADD CONSTRAINT "support_calls_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_holds_therapist_idx" ON "evaluation_holds" USING btree ("therapist_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_holds_one_per_slot" ON "evaluation_holds" USING btree ("therapist_id","starts_at") WHERE "evaluation_holds"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_holds_one_per_client" ON "evaluation_holds" USING btree ("user_id") WHERE "evaluation_holds"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_outcomes_session_key" ON "evaluation_outcomes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "evaluation_outcomes_user_idx" ON "evaluation_outcomes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_calls_source_key" ON "support_calls" USING btree ("reason","source_id");--> statement-breakpoint
CREATE INDEX "support_calls_open_idx" ON "support_calls" USING btree ("due_at") WHERE "support_calls"."done_at" is null;--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): two live holds of one evaluator never overlap.
ALTER TABLE "evaluation_holds" ADD CONSTRAINT "evaluation_holds_no_overlap" EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("state" = 'held');
