CREATE INDEX "users_customers_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops) WHERE role = 'customer';