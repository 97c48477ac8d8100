CREATE TABLE "forum_category_threads" (
	"category" text PRIMARY KEY NOT NULL,
	"threads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The counts are kept by the database itself, so no way of writing a thread (the API, the demo data, a
-- moderator's SQL, a member's deletion cascading to their threads) can leave them wrong. Inserts and deletes
-- are counted once per statement from its transition table (the benchmark seeds 50,000 threads in one). Every
-- change takes its counter rows in category order, so two writers never wait on each other in opposite orders.
-- Both statement triggers name their transition table `changed`: the inserted rows count up, the deleted down.
CREATE FUNCTION "forum_category_threads_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO forum_category_threads AS kept (category, threads)
    SELECT category, count(*) * (CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END) FROM changed
    WHERE category IS NOT NULL GROUP BY category ORDER BY category
  ON CONFLICT (category) DO UPDATE SET threads = kept.threads + excluded.threads;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Filing or moving a thread: row by row (a moderator files a page of threads at most).
CREATE FUNCTION "forum_category_threads_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO forum_category_threads AS kept (category, threads)
    SELECT category, threads FROM (VALUES (OLD.category, -1), (NEW.category, 1)) AS change (category, threads)
    WHERE category IS NOT NULL ORDER BY category
  ON CONFLICT (category) DO UPDATE SET threads = kept.threads + excluded.threads;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "forum_threads_added" AFTER INSERT ON "forum_threads"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "forum_category_threads_counted"();
--> statement-breakpoint
CREATE TRIGGER "forum_threads_removed" AFTER DELETE ON "forum_threads"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "forum_category_threads_counted"();
--> statement-breakpoint
CREATE TRIGGER "forum_threads_moved" AFTER UPDATE OF "category" ON "forum_threads"
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category) EXECUTE FUNCTION "forum_category_threads_moved"();
--> statement-breakpoint
INSERT INTO "forum_category_threads" ("category", "threads")
  SELECT "category", count(*) FROM "forum_threads" WHERE "category" IS NOT NULL GROUP BY "category";
