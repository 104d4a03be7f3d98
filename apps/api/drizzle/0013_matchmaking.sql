CREATE TABLE "match_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fields" text[] DEFAULT '{}' NOT NULL,
	"is_student" boolean,
	"rejected_therapist_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_profiles" ADD CONSTRAINT "match_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;