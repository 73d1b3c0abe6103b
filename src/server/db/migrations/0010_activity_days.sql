CREATE TABLE "activity_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"new_words" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_saved_at" timestamp with time zone,
	CONSTRAINT "activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_user_lessons_idx" ON "activity" USING btree ("user_id","occurred_at" DESC NULLS FIRST) WHERE "activity"."kind" = 'lesson_completed';--> statement-breakpoint
-- Sum the events recorded so far into days, in each learner's saved time zone.
INSERT INTO "activity_days" ("user_id", "day", "seconds", "sessions", "events", "new_words", "first_at", "last_saved_at")
SELECT a."user_id",
	(a."occurred_at" AT TIME ZONE coalesce(s."time_zone", 'UTC'))::date,
	sum(a."seconds"),
	count(*) FILTER (WHERE a."kind" = 'study_session'),
	count(*),
	coalesce(sum(a."count") FILTER (WHERE a."kind" = 'words_saved'), 0),
	min(a."occurred_at"),
	max(a."occurred_at") FILTER (WHERE a."kind" = 'words_saved')
FROM "activity" a LEFT JOIN "user_settings" s ON s."user_id" = a."user_id"
GROUP BY 1, 2;
