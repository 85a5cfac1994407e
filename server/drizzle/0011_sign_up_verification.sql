-- Self sign-up with e-mail verification, and rate limits for the public auth forms (issue 8).
-- sign_up_requests holds a sign-up until its link is used: the account, profile and organization
-- are created only then. public_form_submissions counts sign-up, invitation setup and
-- verification submissions per target and per address, as login_attempts does for sign-in.
-- Both are the system's tables: no organization_id, no grant to lendline_app, and local tables
-- on Citus (server/src/db/distribution.ts, docs/citus.sql).
-- A verification e-mail has no organization to belong to: the outbox stores it under
-- NO_ORGANIZATION_ID like audit_logs, so outbox_emails.organization_id loses its foreign key.
CREATE TABLE "public_form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"target" text NOT NULL,
	"ip_address" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_form_submissions_form_check" CHECK ("public_form_submissions"."form" in ('sign_up', 'complete_setup', 'verify_email'))
);
--> statement-breakpoint
CREATE TABLE "sign_up_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"organization_name" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sign_up_requests_email_lowercase" CHECK ("sign_up_requests"."email" = lower("sign_up_requests"."email"))
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_organization_id_organizations_id_fk";
--> statement-breakpoint
CREATE INDEX "public_form_submissions_target_idx" ON "public_form_submissions" USING btree ("form","target","submitted_at");--> statement-breakpoint
CREATE INDEX "public_form_submissions_ip_idx" ON "public_form_submissions" USING btree ("form","ip_address","submitted_at");--> statement-breakpoint
CREATE INDEX "sign_up_requests_email_idx" ON "sign_up_requests" USING btree ("email","created_at");
