CREATE TABLE "usage_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"learner" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "usage_events_day_idx" ON "usage_events" USING btree ("day","kind");