CREATE TABLE "speech_audio" (
	"key" text PRIMARY KEY NOT NULL,
	"message_id" uuid,
	"content_type" text NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speech_audio" ADD CONSTRAINT "speech_audio_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_audio_message_idx" ON "speech_audio" USING btree ("message_id");