CREATE TABLE "therapist_hour_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"therapist_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" time,
	"end_time" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferred_times" (
	"user_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"period" text NOT NULL,
	CONSTRAINT "preferred_times_user_id_weekday_period_pk" PRIMARY KEY("user_id","weekday","period")
);
--> statement-breakpoint
CREATE TABLE "session_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"therapist_id" integer,
	"kind" text DEFAULT 'therapy' NOT NULL,
	"sessions" integer NOT NULL,
	"times" jsonb NOT NULL,
	"note" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"proposed_start" timestamp with time zone,
	"proposed_weekly" boolean DEFAULT false NOT NULL,
	"proposed_by" integer,
	"therapist_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_requests_sessions_positive" CHECK ("session_requests"."sessions" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"request_id" integer,
	"weekly_slot_id" integer,
	"credit_id" integer,
	"meeting_url" text NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"charged" boolean DEFAULT false NOT NULL,
	"actual_minutes" integer,
	"moved_to" integer,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_ends_after_start" CHECK ("sessions"."ends_at" > "sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "weekly_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"request_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "therapist_hour_exceptions" ADD CONSTRAINT "therapist_hour_exceptions_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_times" ADD CONSTRAINT "preferred_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_requests" ADD CONSTRAINT "session_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_requests" ADD CONSTRAINT "session_requests_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_requests" ADD CONSTRAINT "session_requests_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_requests" ADD CONSTRAINT "session_requests_proposed_by_therapists_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_request_id_session_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."session_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_weekly_slot_id_weekly_slots_id_fk" FOREIGN KEY ("weekly_slot_id") REFERENCES "public"."weekly_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_credit_id_session_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."session_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_slots" ADD CONSTRAINT "weekly_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_slots" ADD CONSTRAINT "weekly_slots_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_slots" ADD CONSTRAINT "weekly_slots_request_id_session_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."session_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycles_user_idx" ON "cycles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_requests_user_idx" ON "session_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_requests_open_idx" ON "session_requests" USING btree ("state","therapist_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "sessions_therapist_idx" ON "sessions" USING btree ("therapist_id","starts_at");--> statement-breakpoint
CREATE INDEX "sessions_weekly_slot_idx" ON "sessions" USING btree ("weekly_slot_id","starts_at");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express these): the database itself forbids double booking.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_therapist_no_overlap" EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("state" = 'scheduled');--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("state" = 'scheduled');--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_open_evaluation" ON "sessions" ("user_id") WHERE "kind" = 'evaluation' AND "state" = 'scheduled';--> statement-breakpoint
-- Reminders look for scheduled sessions by start time only.
CREATE INDEX "sessions_scheduled_start_idx" ON "sessions" ("starts_at") WHERE "state" = 'scheduled';
