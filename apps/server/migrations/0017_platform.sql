CREATE INDEX "promo_code_import_codes_import_idx" ON "promo_code_import_codes" USING btree ("uuid_import");
