CREATE TABLE "earned_achievements" (
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "earned_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "earned_achievements" ADD CONSTRAINT "earned_achievements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earned_achievements_unmailed_idx" ON "earned_achievements" USING btree ("earned_at") WHERE "earned_achievements"."mailed_at" is null;