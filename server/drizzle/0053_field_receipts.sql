-- The field app (issue 15, decision 0094). Receipts: every payment from now on carries a receipt
-- number, unique per organization — R- and a number drawn at insert, or a receipt book's number an
-- agent gave on a phone with no network. The column is added without a default first and given
-- one after, so the table is not rewritten (payments from before keep no number). A collection
-- taken on a phone keeps the phone's time, its clock's offset from the server's when it synced,
-- and where it was taken.
CREATE SEQUENCE IF NOT EXISTS payment_receipt_seq START 1;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE payment_receipt_seq TO lendline_app;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS receipt_book_seq START 1;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE receipt_book_seq TO lendline_app;
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "loan_payments" ALTER COLUMN "receipt_number" SET DEFAULT ('R-' || nextval('payment_receipt_seq'));--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "device_clock_offset_seconds" integer;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_receipt_number_org_key" ON "loan_payments" USING btree ("receipt_number","organization_id");--> statement-breakpoint
-- A receipt book: issued to an agent with each download of the day's route; a tenant table
-- (row-level security from apply_tenant_security, distributed on Citus with the others).
CREATE TABLE "receipt_books" (
	"organization_id" uuid NOT NULL,
	"id" bigint DEFAULT nextval('receipt_book_seq') NOT NULL,
	"user_id" uuid NOT NULL,
	"collector_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_books_pkey" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_books" ADD CONSTRAINT "receipt_books_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;
