-- Amazon's terms allow only its latest price (kept on the product with its time): the history of Amazon
-- products' prices recorded before is removed; other shops' histories stay.
DELETE FROM "product_price_history"
USING "products"
WHERE "products"."id" = "product_price_history"."product_id" AND "products"."source" = 'amazon';
