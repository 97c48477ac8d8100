ALTER TABLE "wishlist_items" ADD COLUMN "saved_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "alerted_price" numeric(10, 2);--> statement-breakpoint
UPDATE "wishlist_items" SET "saved_price" = "products"."price", "alerted_price" = "products"."price" FROM "products" WHERE "products"."id" = "wishlist_items"."product_id" AND ("products"."source" <> 'amazon' OR "products"."last_updated" >= now() - interval '24 hours');--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"below" numeric(10, 2) NOT NULL,
	"armed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_below_check" CHECK ("price_alerts"."below" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_user_product_idx" ON "price_alerts" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "price_alerts_armed_idx" ON "price_alerts" USING btree ("product_id") WHERE "price_alerts"."fired_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('reply', 'mention', 'hype', 'accepted', 'your_turn', 'match_found', 'deadline_soon', 'match_ended', 'reply_mention', 'follow', 'price_drop', 'price_alert'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_check" CHECK ("notifications"."actor_id" is not null or "notifications"."kind" in ('price_drop', 'price_alert'));--> statement-breakpoint
CREATE INDEX "notifications_price_unemailed_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."kind" in ('price_drop', 'price_alert') and "notifications"."emailed_at" is null and "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "price_drops" boolean DEFAULT true NOT NULL;
