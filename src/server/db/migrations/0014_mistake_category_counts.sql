CREATE TABLE "learner_mistake_categories" (
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_mistake_categories_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
ALTER TABLE "learner_mistake_categories" ADD CONSTRAINT "learner_mistake_categories_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION learner_mistake_categories_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.learned_at IS NULL THEN
    UPDATE learner_mistake_categories
      SET mistakes = mistakes - 1, total = total - OLD.count
      WHERE user_id = OLD.user_id AND category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.learned_at IS NULL THEN
    INSERT INTO learner_mistake_categories (user_id, category, mistakes, total)
      VALUES (NEW.user_id, NEW.category, 1, NEW.count)
      ON CONFLICT (user_id, category) DO UPDATE
        SET mistakes = learner_mistake_categories.mistakes + 1, total = learner_mistake_categories.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER learner_mistakes_category_counts
  AFTER INSERT OR UPDATE OR DELETE ON learner_mistakes
  FOR EACH ROW EXECUTE FUNCTION learner_mistake_categories_sync();--> statement-breakpoint
INSERT INTO learner_mistake_categories (user_id, category, mistakes, total)
  SELECT user_id, category, count(*), sum(count) FROM learner_mistakes WHERE learned_at IS NULL
  GROUP BY user_id, category;
