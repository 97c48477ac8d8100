CREATE TABLE "match_actions" (
	"match_id" text NOT NULL,
	"version" integer NOT NULL,
	"action" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_actions_match_id_version_pk" PRIMARY KEY("match_id","version")
);
--> statement-breakpoint
CREATE TABLE "match_queue" (
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"match_id" text,
	CONSTRAINT "match_queue_user_id_mode_pk" PRIMARY KEY("user_id","mode")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"player_a_id" integer NOT NULL,
	"player_b_id" integer NOT NULL,
	"status" text NOT NULL,
	"current_turn" text NOT NULL,
	"turn_count" integer NOT NULL,
	"version" integer NOT NULL,
	"turn_deadline" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"state" jsonb NOT NULL,
	"winner_id" integer,
	"win_reason" text,
	"room_owner" text,
	"room_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "match_actions" ADD CONSTRAINT "match_actions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_queue" ADD CONSTRAINT "match_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_queue" ADD CONSTRAINT "match_queue_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player_a_id_users_id_fk" FOREIGN KEY ("player_a_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player_b_id_users_id_fk" FOREIGN KEY ("player_b_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_queue_waiting_idx" ON "match_queue" USING btree ("mode","joined_at") WHERE "match_queue"."match_id" is null;--> statement-breakpoint
CREATE INDEX "matches_live_deadline_idx" ON "matches" USING btree ("turn_deadline") WHERE "matches"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "matches_player_a_idx" ON "matches" USING btree ("player_a_id","status");--> statement-breakpoint
CREATE INDEX "matches_player_b_idx" ON "matches" USING btree ("player_b_id","status");