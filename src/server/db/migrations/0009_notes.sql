-- pg_trgm backs the notes search indexes below. Added by hand: drizzle-kit does not generate extensions (keep this line when regenerating).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "notes_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#6366f1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"folder_id" uuid,
	"course_id" text,
	"scenario_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes_folders" ADD CONSTRAINT "notes_folders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_folder_id_notes_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."notes_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_folders_user_name_idx" ON "notes_folders" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_notes_user_updated_idx" ON "user_notes" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_notes_user_folder_updated_idx" ON "user_notes" USING btree ("user_id","folder_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_notes_folder_idx" ON "user_notes" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "user_notes_title_trgm_idx" ON "user_notes" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_notes_content_trgm_idx" ON "user_notes" USING gin ("content" gin_trgm_ops) WITH (fastupdate=false);