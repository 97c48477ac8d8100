CREATE INDEX "notifications_product_idx" ON "notifications" USING btree ("product_id") WHERE "notifications"."product_id" is not null;
