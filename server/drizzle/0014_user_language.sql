ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("users"."language" in ('en', 'hi', 'sw'));--> statement-breakpoint
-- The request role reads every visible user's language and changes only its own user's (PATCH
-- /api/v1/me); the restrictive policy holds even if code asked for another user.
GRANT SELECT (language), UPDATE (language, updated_at) ON users TO lendline_app;
--> statement-breakpoint
CREATE POLICY own_account_update ON users AS RESTRICTIVE FOR UPDATE
  USING (id = (SELECT nullif(current_setting('app.user_id', true), '')::uuid))
  WITH CHECK (id = (SELECT nullif(current_setting('app.user_id', true), '')::uuid));
