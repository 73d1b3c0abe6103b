CREATE TABLE "review_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"word_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"scheduler" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"interval_days" integer NOT NULL,
	"next_review_at" timestamp with time zone,
	"fsrs_card" jsonb
);
--> statement-breakpoint
ALTER TABLE "saved_vocabulary" ADD COLUMN "fsrs_card" jsonb;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "review_scheduler" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_word_id_saved_vocabulary_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."saved_vocabulary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_log_word_reviewed_idx" ON "review_log" USING btree ("word_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "review_log_user_idx" ON "review_log" USING btree ("user_id");