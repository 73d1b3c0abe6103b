CREATE TABLE "saved_vocabulary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"word" text NOT NULL,
	"meaning" text NOT NULL,
	"language" text NOT NULL,
	"learned" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"review_interval" integer DEFAULT 0 NOT NULL,
	"next_review_at" timestamp with time zone,
	"review_count" integer DEFAULT 0 NOT NULL,
	"folder_id" uuid,
	"source_context" text,
	"source_message_id" text
);
--> statement-breakpoint
CREATE TABLE "vocabulary_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#6366f1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_vocabulary" ADD CONSTRAINT "saved_vocabulary_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vocabulary" ADD CONSTRAINT "saved_vocabulary_folder_id_vocabulary_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."vocabulary_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_folders" ADD CONSTRAINT "vocabulary_folders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_vocabulary_user_word_language_unique" ON "saved_vocabulary" USING btree ("user_id",lower("word"),"language");--> statement-breakpoint
CREATE INDEX "saved_vocabulary_user_saved_at_idx" ON "saved_vocabulary" USING btree ("user_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_vocabulary_user_next_review_idx" ON "saved_vocabulary" USING btree ("user_id","next_review_at");--> statement-breakpoint
CREATE INDEX "vocabulary_folders_user_created_idx" ON "vocabulary_folders" USING btree ("user_id","created_at");