CREATE TABLE "onboarding_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"anon_id" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_surveys_owned" CHECK ("onboarding_surveys"."user_id" is not null or "onboarding_surveys"."anon_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "onboarding_surveys" ADD CONSTRAINT "onboarding_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_surveys_user_key" ON "onboarding_surveys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_surveys_anon_key" ON "onboarding_surveys" USING btree ("anon_id");