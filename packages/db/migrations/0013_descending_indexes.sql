DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "product_submissions_created_idx";--> statement-breakpoint
DROP INDEX "products_drop_date_idx";--> statement-breakpoint
DROP INDEX "forum_threads_category_new_idx";--> statement-breakpoint
DROP INDEX "forum_threads_hot_idx";--> statement-breakpoint
DROP INDEX "forum_threads_user_idx";--> statement-breakpoint
DROP INDEX "game_scores_board_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "reports_status_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
CREATE INDEX "forum_threads_category_hot_idx" ON "forum_threads" USING btree ("category","is_pinned" DESC NULLS FIRST,"hot_score" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_threads_category_active_idx" ON "forum_threads" USING btree ("category","is_pinned" DESC NULLS FIRST,"last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_submissions_created_idx" ON "product_submissions" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_drop_date_idx" ON "products" USING btree ("drop_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "forum_threads_category_new_idx" ON "forum_threads" USING btree ("category","is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_threads_hot_idx" ON "forum_threads" USING btree ("is_pinned" DESC NULLS FIRST,"hot_score" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_threads_user_idx" ON "forum_threads" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "game_scores_board_idx" ON "game_scores" USING btree ("game_id","user_id","score" DESC NULLS FIRST,"achieved_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS FIRST);