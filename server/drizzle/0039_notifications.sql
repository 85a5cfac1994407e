CREATE TABLE "customer_messages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"loan_id" uuid,
	"rule_id" uuid,
	"template_id" uuid,
	"reminder_day" date,
	"language" text NOT NULL,
	"template_values" jsonb NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_messages_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "customer_messages_rule_loan_day_key" UNIQUE("organization_id","rule_id","loan_id","reminder_day"),
	CONSTRAINT "customer_messages_channel_check" CHECK ("customer_messages"."channel" in ('sms', 'whatsapp', 'email')),
	CONSTRAINT "customer_messages_status_check" CHECK ("customer_messages"."status" in ('queued', 'sent', 'delivered', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "message_templates_org_name_key" UNIQUE("organization_id","name"),
	CONSTRAINT "message_templates_channel_check" CHECK ("message_templates"."channel" in ('sms', 'whatsapp', 'email')),
	CONSTRAINT "message_templates_language_check" CHECK ("message_templates"."language" in ('en', 'hi', 'sw'))
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"min_days_overdue" integer,
	"max_days_overdue" integer,
	"days_before" integer,
	"cadence_days" integer DEFAULT 1 NOT NULL,
	"template_id" uuid NOT NULL,
	"quiet_hours_start" text,
	"quiet_hours_end" text,
	"stop_on_payment" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_rules_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "reminder_rules_trigger_check" CHECK ("reminder_rules"."trigger" in ('days_overdue', 'before_instalment', 'before_promise')),
	CONSTRAINT "reminder_rules_cadence_check" CHECK ("reminder_rules"."cadence_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "messages_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "messages_opted_out_by" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_template_fk" FOREIGN KEY ("organization_id","template_id") REFERENCES "public"."message_templates"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_org_created_at_idx" ON "customer_messages" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_messages_org_customer_idx" ON "customer_messages" USING btree ("organization_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_messages_queued_idx" ON "customer_messages" USING btree ("next_attempt_at") WHERE "customer_messages"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_messages_opted_out_by_users_id_fk" FOREIGN KEY ("messages_opted_out_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;