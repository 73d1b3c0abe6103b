CREATE TABLE "custom_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" text NOT NULL,
	"language" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"goal" text NOT NULL,
	"tutor_name" text NOT NULL,
	"tutor_role" text NOT NULL,
	"avatar" text NOT NULL,
	"opening" text DEFAULT '' NOT NULL,
	"key_phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"situation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_scenarios" ADD CONSTRAINT "custom_scenarios_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_scenarios_user_updated_idx" ON "custom_scenarios" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);