CREATE TABLE "saved_grammar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"explanation" text NOT NULL,
	"example" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_grammar" ADD CONSTRAINT "saved_grammar_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_grammar_user_topic_unique" ON "saved_grammar" USING btree ("user_id","topic");--> statement-breakpoint
CREATE INDEX "saved_grammar_user_saved_at_idx" ON "saved_grammar" USING btree ("user_id","saved_at" DESC NULLS LAST);