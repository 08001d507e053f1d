-- "Similar cars" on a car's page: a category's in-stock cars walked from a price up and down.
CREATE INDEX "cars_category_price_idx" ON "cars" USING btree ("category","price","id");
