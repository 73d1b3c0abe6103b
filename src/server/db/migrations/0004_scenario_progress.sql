CREATE TABLE "scenario_progress" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"scenario_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenario_progress_user_id_course_id_scenario_id_pk" PRIMARY KEY("user_id","course_id","scenario_id")
);
--> statement-breakpoint
ALTER TABLE "scenario_progress" ADD CONSTRAINT "scenario_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;