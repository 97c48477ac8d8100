CREATE TABLE "forum_hypes" (
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_hypes_user_id_target_pk" PRIMARY KEY("user_id","target")
);
--> statement-breakpoint
CREATE TABLE "forum_reads" (
	"user_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reads_user_id_thread_id_pk" PRIMARY KEY("user_id","thread_id")
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"parent_reply_id" integer,
	"depth" integer DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"hype_count" integer DEFAULT 0 NOT NULL,
	"is_accepted_answer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_replies_depth_check" CHECK ("forum_replies"."depth" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text,
	"section" text,
	"post_type" text DEFAULT 'discussion' NOT NULL,
	"flairs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"product_id" text,
	"product_data" jsonb,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"hype_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || content)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_views" (
	"thread_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_views_thread_id_viewer_hour_pk" PRIMARY KEY("thread_id","viewer","hour")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_hypes" ADD CONSTRAINT "forum_hypes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_replies_thread_idx" ON "forum_replies" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_replies_parent_idx" ON "forum_replies" USING btree ("parent_reply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_replies_accepted_idx" ON "forum_replies" USING btree ("thread_id") WHERE "forum_replies"."is_accepted_answer";--> statement-breakpoint
CREATE INDEX "forum_threads_category_new_idx" ON "forum_threads" USING btree ("category","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_threads_hot_idx" ON "forum_threads" USING btree ("is_pinned" DESC NULLS LAST,"hot_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_threads_user_idx" ON "forum_threads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_threads_search_idx" ON "forum_threads" USING gin ("search");