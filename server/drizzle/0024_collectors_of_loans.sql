ALTER TABLE "debt_collectors" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "collector_id" uuid;--> statement-breakpoint
ALTER TABLE "debt_collectors" ADD CONSTRAINT "debt_collectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_collectors_org_user_id_key" ON "debt_collectors" USING btree ("organization_id","user_id") WHERE "debt_collectors"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "loans_org_collector_id_idx" ON "loans" USING btree ("organization_id","collector_id") WHERE "loans"."collector_id" is not null;