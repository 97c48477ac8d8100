CREATE TABLE "game_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"score" integer NOT NULL,
	"play_id" text NOT NULL,
	"achieved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_plays" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"seed" text NOT NULL,
	"flips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_flip_at" timestamp with time zone,
	"last_flip_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_plays" ADD CONSTRAINT "memory_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_scores_play_idx" ON "game_scores" USING btree ("play_id");--> statement-breakpoint
CREATE INDEX "game_scores_board_idx" ON "game_scores" USING btree ("game_id","user_id","score" DESC NULLS LAST,"achieved_at");--> statement-breakpoint
CREATE INDEX "memory_plays_created_at_idx" ON "memory_plays" USING btree ("created_at");