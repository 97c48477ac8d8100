DROP INDEX "forum_threads_search_idx";--> statement-breakpoint
CREATE INDEX "forum_threads_search_idx" ON "forum_threads" USING gin ("search") WITH (fastupdate=false);