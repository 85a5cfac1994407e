CREATE TABLE "cash_handovers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"collector_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text,
	"received_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_handovers_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "cash_handovers_amount_check" CHECK ("cash_handovers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "collector_day_closes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"collector_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"collected_amount" numeric(14, 2) NOT NULL,
	"handed_over_amount" numeric(14, 2) NOT NULL,
	"variance_amount" numeric(14, 2) NOT NULL,
	"note" text,
	"closed_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collector_day_closes_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "collector_day_closes_org_collector_date_key" UNIQUE("organization_id","collector_id","collection_date"),
	CONSTRAINT "collector_day_closes_amounts_check" CHECK ("collector_day_closes"."collected_amount" >= 0 and "collector_day_closes"."handed_over_amount" >= 0
        and "collector_day_closes"."variance_amount" = "collector_day_closes"."handed_over_amount" - "collector_day_closes"."collected_amount")
);
--> statement-breakpoint
CREATE TABLE "field_visits" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"collector_id" uuid,
	"outcome" text NOT NULL,
	"note" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_metres" integer,
	"distance_metres" integer,
	"is_far" boolean DEFAULT false NOT NULL,
	"payment_id" uuid,
	"visited_by" uuid NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_visits_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "field_visits_outcome_check" CHECK ("field_visits"."outcome" in ('paid', 'partial', 'promised', 'not_home', 'refused', 'moved', 'other')),
	CONSTRAINT "field_visits_position_check" CHECK (("field_visits"."latitude" is null) = ("field_visits"."longitude" is null)
        and "field_visits"."latitude" between -90 and 90 and "field_visits"."longitude" between -180 and 180
        and "field_visits"."accuracy_metres" >= 0 and "field_visits"."distance_metres" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_promises" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"collector_id" uuid,
	"visit_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"promised_date" date NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_promises_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "payment_promises_amount_check" CHECK ("payment_promises"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "collector_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_day_closes" ADD CONSTRAINT "collector_day_closes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_day_closes" ADD CONSTRAINT "collector_day_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_day_closes" ADD CONSTRAINT "collector_day_closes_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_visits" ADD CONSTRAINT "field_visits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_visits" ADD CONSTRAINT "field_visits_visited_by_users_id_fk" FOREIGN KEY ("visited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_visits" ADD CONSTRAINT "field_visits_loan_fk" FOREIGN KEY ("organization_id","loan_id") REFERENCES "public"."loans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_visits" ADD CONSTRAINT "field_visits_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_visits" ADD CONSTRAINT "field_visits_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_visits" ADD CONSTRAINT "field_visits_payment_fk" FOREIGN KEY ("organization_id","payment_id") REFERENCES "public"."loan_payments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_promises" ADD CONSTRAINT "payment_promises_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_promises" ADD CONSTRAINT "payment_promises_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_promises" ADD CONSTRAINT "payment_promises_loan_fk" FOREIGN KEY ("organization_id","loan_id") REFERENCES "public"."loans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_promises" ADD CONSTRAINT "payment_promises_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_promises" ADD CONSTRAINT "payment_promises_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_promises" ADD CONSTRAINT "payment_promises_visit_fk" FOREIGN KEY ("organization_id","visit_id") REFERENCES "public"."field_visits"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_handovers_org_date_collector_idx" ON "cash_handovers" USING btree ("organization_id","collection_date","collector_id");--> statement-breakpoint
CREATE INDEX "collector_day_closes_org_date_idx" ON "collector_day_closes" USING btree ("organization_id","collection_date");--> statement-breakpoint
CREATE INDEX "field_visits_org_loan_id_idx" ON "field_visits" USING btree ("organization_id","loan_id","visited_at");--> statement-breakpoint
CREATE INDEX "field_visits_org_visited_at_idx" ON "field_visits" USING btree ("organization_id","visited_at");--> statement-breakpoint
CREATE INDEX "payment_promises_org_loan_id_idx" ON "payment_promises" USING btree ("organization_id","loan_id","promised_date");--> statement-breakpoint
CREATE INDEX "payment_promises_org_promised_date_idx" ON "payment_promises" USING btree ("organization_id","promised_date");--> statement-breakpoint
CREATE INDEX "payment_promises_org_collector_id_idx" ON "payment_promises" USING btree ("organization_id","collector_id") WHERE "payment_promises"."collector_id" is not null;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_payments_org_collector_date_idx" ON "loan_payments" USING btree ("organization_id","collector_id","payment_date") WHERE "loan_payments"."collector_id" is not null;