-- The demo catalogue's generated images are WebP pictures (apps/api/scripts/generate-demo-images.ts); products a
-- database loaded from it before point at the same names as .svg drawings, which the web app no longer ships.
UPDATE "products" SET
  "image_url" = regexp_replace("image_url", '^(/images/products/[A-Za-z0-9_-]+)\.svg$', '\1.webp'),
  "images" = (
    SELECT coalesce(jsonb_agg(regexp_replace(image, '^(/images/products/[A-Za-z0-9_-]+)\.svg$', '\1.webp') ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements_text("images") WITH ORDINALITY AS image_list(image, n)
  )
WHERE "image_url" ~ '^/images/products/[A-Za-z0-9_-]+\.svg$'
  OR EXISTS (SELECT 1 FROM jsonb_array_elements_text("images") AS image_list(image) WHERE image ~ '^/images/products/[A-Za-z0-9_-]+\.svg$');
--> statement-breakpoint
-- Every process's remembered product list is stale.
UPDATE "catalogue_state" SET "version" = "version" + 1;
