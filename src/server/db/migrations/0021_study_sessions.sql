CREATE TABLE "study_sessions" (
	"user_id" text NOT NULL,
	"id" uuid NOT NULL,
	"surface" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"course_id" text,
	"scenario_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_sessions_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;