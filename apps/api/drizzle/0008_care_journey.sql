CREATE TABLE "client_journeys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"package_id" integer,
	"therapist_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_journeys_state_known" CHECK (state in ('started', 'surveyed', 'matched', 'evaluation_booked', 'evaluated', 'package_chosen', 'paid', 'session_requested', 'session_booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "journey_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_events_to_known" CHECK (to_state in ('started', 'surveyed', 'matched', 'evaluation_booked', 'evaluated', 'package_chosen', 'paid', 'session_requested', 'session_booked', 'cancelled')),
	CONSTRAINT "journey_events_from_known" CHECK (from_state is null or from_state in ('started', 'surveyed', 'matched', 'evaluation_booked', 'evaluated', 'package_chosen', 'paid', 'session_requested', 'session_booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "client_journeys" ADD CONSTRAINT "client_journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_journeys" ADD CONSTRAINT "client_journeys_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_journeys" ADD CONSTRAINT "client_journeys_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_events_user_idx" ON "journey_events" USING btree ("user_id","id");