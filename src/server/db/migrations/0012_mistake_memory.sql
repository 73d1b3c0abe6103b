CREATE TABLE "learner_mistakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"wrong" text NOT NULL,
	"right" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"sentence" text NOT NULL,
	"corrected_sentence" text NOT NULL,
	"message_id" uuid,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"learned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "learner_mistakes" ADD CONSTRAINT "learner_mistakes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_mistakes" ADD CONSTRAINT "learner_mistakes_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learner_mistakes_user_key_unique" ON "learner_mistakes" USING btree ("user_id","language","key");--> statement-breakpoint
CREATE INDEX "learner_mistakes_user_open_idx" ON "learner_mistakes" USING btree ("user_id","count" DESC NULLS FIRST,"last_seen_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "learner_mistakes"."learned_at" is null;--> statement-breakpoint
CREATE INDEX "learner_mistakes_user_category_idx" ON "learner_mistakes" USING btree ("user_id","category","count" DESC NULLS FIRST,"last_seen_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "learner_mistakes"."learned_at" is null;