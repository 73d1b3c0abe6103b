DROP INDEX "saved_vocabulary_user_saved_at_idx";--> statement-breakpoint
DROP INDEX "saved_vocabulary_user_next_review_idx";--> statement-breakpoint
DROP INDEX "saved_grammar_user_saved_at_idx";--> statement-breakpoint
CREATE INDEX "saved_vocabulary_user_saved_at_id_idx" ON "saved_vocabulary" USING btree ("user_id","saved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_vocabulary_user_folder_saved_at_idx" ON "saved_vocabulary" USING btree ("user_id","folder_id","saved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_vocabulary_user_due_idx" ON "saved_vocabulary" USING btree ("user_id","next_review_at","saved_at") WHERE "saved_vocabulary"."learned" = false;--> statement-breakpoint
CREATE INDEX "saved_grammar_user_saved_at_idx" ON "saved_grammar" USING btree ("user_id","saved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);