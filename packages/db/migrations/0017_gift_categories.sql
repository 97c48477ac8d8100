CREATE TABLE "gift_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"emoji" text DEFAULT '' NOT NULL,
	"collection_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price" numeric(10, 2),
	"max_price" numeric(10, 2),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_categories_group_check" CHECK ("gift_categories"."group_name" in ('recipient', 'occasion', 'price'))
);
--> statement-breakpoint
CREATE TABLE "product_gift_categories" (
	"product_id" text NOT NULL,
	"gift_category_id" text NOT NULL,
	CONSTRAINT "product_gift_categories_product_id_gift_category_id_pk" PRIMARY KEY("product_id","gift_category_id")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_gift_categories" ADD CONSTRAINT "product_gift_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gift_categories" ADD CONSTRAINT "product_gift_categories_gift_category_id_gift_categories_id_fk" FOREIGN KEY ("gift_category_id") REFERENCES "public"."gift_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_gift_categories_gift_idx" ON "product_gift_categories" USING btree ("gift_category_id");