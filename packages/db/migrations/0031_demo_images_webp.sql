-- The demo catalogue's generated images are WebP pictures (apps/api/scripts/generate-demo-images.ts); products a
-- database loaded from it before point at the same names as .svg drawings, which the web app no longer ships.
-- In the images' JSON text each path is a whole quoted string, so the quotes keep other paths as they are.
UPDATE "products" SET
  "image_url" = regexp_replace("image_url", '^(/images/products/[A-Za-z0-9_-]+)\.svg$', '\1.webp'),
  "images" = regexp_replace("images"::text, '"(/images/products/[A-Za-z0-9_-]+)\.svg"', '"\1.webp"', 'g')::jsonb
WHERE "image_url" ~ '^/images/products/[A-Za-z0-9_-]+\.svg$'
  OR "images"::text ~ '"/images/products/[A-Za-z0-9_-]+\.svg"';
--> statement-breakpoint
-- Every process's remembered product list is stale.
UPDATE "catalogue_state" SET "version" = "version" + 1;
