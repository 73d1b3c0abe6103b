CREATE TABLE "content_scenarios" (
	"course_id" text NOT NULL,
	"scenario_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_scenarios_course_id_scenario_id_pk" PRIMARY KEY("course_id","scenario_id")
);
