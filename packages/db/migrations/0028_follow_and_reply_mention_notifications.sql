ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('reply', 'mention', 'hype', 'accepted', 'your_turn', 'match_found', 'deadline_soon', 'match_ended', 'reply_mention', 'follow'));--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_follow_once_idx" ON "notifications" USING btree ("user_id","actor_id") WHERE "notifications"."kind" = 'follow';
