CREATE TABLE "card_ratings" (
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_ratings_user_id_mode_pk" PRIMARY KEY("user_id","mode")
);
--> statement-breakpoint
CREATE TABLE "match_results" (
	"match_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"opponent_id" integer NOT NULL,
	"mode" text NOT NULL,
	"result" text NOT NULL,
	"rating_before" double precision,
	"rating_after" double precision,
	"rd_after" double precision,
	"ended_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "match_results_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "card_win_pairs" (
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"day" date NOT NULL,
	"match_id" text NOT NULL,
	CONSTRAINT "card_win_pairs_user_low_user_high_day_pk" PRIMARY KEY("user_low","user_high","day")
);
--> statement-breakpoint
ALTER TABLE "card_ratings" ADD CONSTRAINT "card_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_opponent_id_users_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_win_pairs" ADD CONSTRAINT "card_win_pairs_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_win_pairs" ADD CONSTRAINT "card_win_pairs_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_win_pairs" ADD CONSTRAINT "card_win_pairs_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_ratings_leaderboard_idx" ON "card_ratings" USING btree ("mode","rating" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "match_results_history_idx" ON "match_results" USING btree ("user_id","ended_at" DESC NULLS FIRST);--> statement-breakpoint
-- The matches finished before ratings: in the history as won, lost or drawn, without ratings.
INSERT INTO "match_results" ("match_id", "user_id", "opponent_id", "mode", "result", "ended_at")
SELECT m.id, p.user_id, p.opponent_id, m.mode,
  CASE WHEN m.winner_id IS NULL THEN 'draw' WHEN m.winner_id = p.user_id THEN 'win' ELSE 'loss' END,
  coalesce(m.finished_at, m.created_at)
FROM "matches" m
CROSS JOIN LATERAL (VALUES (m.player_a_id, m.player_b_id), (m.player_b_id, m.player_a_id)) AS p (user_id, opponent_id)
WHERE m.status <> 'in_progress';
