CREATE TABLE "approval_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"approval_request_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"note" text,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_notes_action_check" CHECK ("approval_notes"."action" in ('approve', 'reject', 'escalate', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"request_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_approver_id" uuid,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "approval_requests_decision_check" CHECK (("approval_requests"."status" = 'pending' and "approval_requests"."approved_at" is null and "approval_requests"."rejected_at" is null)
        or ("approval_requests"."status" = 'approved' and "approval_requests"."approved_at" is not null and "approval_requests"."rejected_at" is null)
        or ("approval_requests"."status" = 'rejected' and "approval_requests"."rejected_at" is not null and "approval_requests"."approved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "debt_collectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"territory" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"blocked_due_to_org" boolean DEFAULT false NOT NULL,
	"blocked_reason" text,
	"blocked_at" timestamp with time zone,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_collectors_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "debt_collectors_blocked_check" CHECK (not "debt_collectors"."is_blocked" or (not "debt_collectors"."is_active" and "debt_collectors"."blocked_at" is not null)),
	CONSTRAINT "debt_collectors_blocked_due_to_org_check" CHECK ("debt_collectors"."is_blocked" or not "debt_collectors"."blocked_due_to_org")
);
--> statement-breakpoint
CREATE TABLE "customer_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_categories_org_name_key" UNIQUE("organization_id","name"),
	CONSTRAINT "customer_categories_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"business_name" text,
	"business_type" text,
	"category_id" uuid,
	"risk_level" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"residential_address" text,
	"business_address" text,
	"residential_latitude" numeric(9, 6),
	"residential_longitude" numeric(9, 6),
	"business_latitude" numeric(9, 6),
	"business_longitude" numeric(9, 6),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_org_customer_id_key" UNIQUE("organization_id","customer_id"),
	CONSTRAINT "customers_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "customers_status_check" CHECK ("customers"."status" in ('active', 'inactive', 'archived')),
	CONSTRAINT "customers_risk_level_check" CHECK ("customers"."risk_level" in ('low', 'medium', 'high')),
	CONSTRAINT "customers_coordinates_check" CHECK ("customers"."residential_latitude" between -90 and 90
        and "customers"."business_latitude" between -90 and 90
        and "customers"."residential_longitude" between -180 and 180
        and "customers"."business_longitude" between -180 and 180),
	CONSTRAINT "customers_coordinate_pairs_check" CHECK (("customers"."residential_latitude" is null) = ("customers"."residential_longitude" is null)
        and ("customers"."business_latitude" is null) = ("customers"."business_longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"loan_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"principal_amount" numeric(14, 2) NOT NULL,
	"upfront_interest_percent" numeric(5, 2) NOT NULL,
	"upfront_interest_amount" numeric(14, 2) NOT NULL,
	"disbursed_amount" numeric(14, 2) NOT NULL,
	"remaining_amount" numeric(14, 2) NOT NULL,
	"daily_interest_rate" numeric(6, 3) NOT NULL,
	"max_repayment_days" integer NOT NULL,
	"daily_repayment_amount" numeric(14, 2) NOT NULL,
	"purpose" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_date" date,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"disbursed_at" timestamp with time zone,
	"disbursed_by" uuid,
	"rejected_at" timestamp with time zone,
	"rejected_by" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_org_loan_number_key" UNIQUE("organization_id","loan_number"),
	CONSTRAINT "loans_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "loans_status_check" CHECK ("loans"."status" in ('pending', 'approved', 'active', 'overdue', 'completed', 'rejected')),
	CONSTRAINT "loans_purpose_check" CHECK ("loans"."purpose" in ('business_expansion', 'inventory', 'equipment', 'working_capital', 'emergency', 'other')),
	CONSTRAINT "loans_money_check" CHECK ("loans"."principal_amount" > 0
        and "loans"."upfront_interest_amount" >= 0
        and "loans"."disbursed_amount" >= 0
        and "loans"."remaining_amount" >= 0
        and "loans"."daily_repayment_amount" >= 0
        and "loans"."remaining_amount" <= "loans"."principal_amount"
        and "loans"."disbursed_amount" <= "loans"."principal_amount"),
	CONSTRAINT "loans_rates_check" CHECK ("loans"."daily_interest_rate" >= 0
        and "loans"."upfront_interest_percent" between 0 and 100
        and "loans"."max_repayment_days" > 0),
	CONSTRAINT "loans_lifecycle_check" CHECK (("loans"."status" not in ('approved', 'active', 'overdue', 'completed') or "loans"."approved_at" is not null)
        and ("loans"."status" not in ('active', 'overdue', 'completed') or ("loans"."disbursed_at" is not null and "loans"."due_date" is not null))
        and ("loans"."status" <> 'rejected' or "loans"."rejected_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"entry_type" text NOT NULL,
	"reverses_entry_id" uuid,
	"payment_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"memo" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "journal_entries_entry_type_check" CHECK ("journal_entries"."entry_type" in ('disbursement', 'upfront_interest', 'payment', 'reversal')),
	CONSTRAINT "journal_entries_links_check" CHECK (("journal_entries"."entry_type" = 'reversal') = ("journal_entries"."reverses_entry_id" is not null)
        and ("journal_entries"."entry_type" <> 'payment' or "journal_entries"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "journal_lines_account_check" CHECK ("journal_lines"."account" in ('loan_receivable', 'cash', 'interest_income')),
	CONSTRAINT "journal_lines_one_side_check" CHECK (("journal_lines"."debit" > 0 and "journal_lines"."credit" = 0) or ("journal_lines"."credit" > 0 and "journal_lines"."debit" = 0))
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_date" date NOT NULL,
	"payment_time" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text,
	"notes" text,
	"idempotency_key" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversal_reason" text,
	CONSTRAINT "loan_payments_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "loan_payments_status_check" CHECK ("loan_payments"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "loan_payments_payment_method_check" CHECK ("loan_payments"."payment_method" in ('cash', 'upi', 'bank_transfer', 'cheque', 'card')),
	CONSTRAINT "loan_payments_amount_check" CHECK ("loan_payments"."amount" > 0),
	CONSTRAINT "loan_payments_reversal_check" CHECK (("loan_payments"."reversed_at" is null) = ("loan_payments"."reversed_by" is null)
        and ("loan_payments"."reversed_at" is null or "loan_payments"."status" = 'completed'))
);
--> statement-breakpoint
CREATE TABLE "daily_collection_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"collector_id" uuid,
	"due_amount" numeric(14, 2) NOT NULL,
	"collected_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"outstanding_amount" numeric(14, 2) NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"collection_date" date NOT NULL,
	"risk_priority" text DEFAULT 'medium' NOT NULL,
	"days_overdue" integer DEFAULT 0 NOT NULL,
	"accumulated_overdue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_collection_entries_loan_id_collection_date_key" UNIQUE("loan_id","collection_date"),
	CONSTRAINT "daily_collection_entries_payment_status_check" CHECK ("daily_collection_entries"."payment_status" in ('pending', 'partial', 'completed', 'overdue')),
	CONSTRAINT "daily_collection_entries_risk_priority_check" CHECK ("daily_collection_entries"."risk_priority" in ('high', 'medium', 'low')),
	CONSTRAINT "daily_collection_entries_amounts_check" CHECK ("daily_collection_entries"."due_amount" >= 0
        and "daily_collection_entries"."collected_amount" >= 0
        and "daily_collection_entries"."outstanding_amount" >= 0
        and "daily_collection_entries"."accumulated_overdue" >= 0
        and "daily_collection_entries"."collected_amount" <= "daily_collection_entries"."outstanding_amount"
        and "daily_collection_entries"."days_overdue" >= 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"expires_at" date,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "documents_entity_type_check" CHECK ("documents"."entity_type" in ('customer', 'loan')),
	CONSTRAINT "documents_document_type_check" CHECK ("documents"."document_type" in ('identity_proof', 'address_proof', 'income_proof', 'bank_statement', 'collateral_document', 'loan_agreement', 'payment_receipt', 'kyc_document', 'audit_document', 'compliance_certificate')),
	CONSTRAINT "documents_size_bytes_check" CHECK ("documents"."size_bytes" > 0),
	CONSTRAINT "documents_sha256_check" CHECK ("documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "enhanced_risk_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid,
	"prospective_profile_id" uuid,
	"full_name" text NOT NULL,
	"age" integer NOT NULL,
	"secondary_phone" text,
	"address" text,
	"marital_status" text,
	"dependents" integer,
	"monthly_household_income" numeric(14, 2),
	"monthly_household_expenses" numeric(14, 2),
	"other_income_sources" text,
	"savings_amount" numeric(14, 2),
	"questionnaire_completion_percentage" integer DEFAULT 0 NOT NULL,
	"total_businesses_count" integer DEFAULT 0 NOT NULL,
	"consolidated_monthly_income" numeric(14, 2) DEFAULT '0' NOT NULL,
	"consolidated_monthly_expenses" numeric(14, 2) DEFAULT '0' NOT NULL,
	"consolidated_debt_burden" numeric(14, 2) DEFAULT '0' NOT NULL,
	"risk_score" integer,
	"calculated_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enhanced_risk_profiles_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "enhanced_risk_profiles_marital_status_check" CHECK ("enhanced_risk_profiles"."marital_status" in ('single', 'married', 'divorced', 'widowed')),
	CONSTRAINT "enhanced_risk_profiles_numbers_check" CHECK ("enhanced_risk_profiles"."age" between 0 and 120
        and "enhanced_risk_profiles"."dependents" >= 0
        and "enhanced_risk_profiles"."questionnaire_completion_percentage" between 0 and 100
        and "enhanced_risk_profiles"."total_businesses_count" >= 0
        and "enhanced_risk_profiles"."risk_score" between 0 and 100
        and "enhanced_risk_profiles"."monthly_household_income" >= 0
        and "enhanced_risk_profiles"."monthly_household_expenses" >= 0
        and "enhanced_risk_profiles"."savings_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "risk_profile_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"risk_profile_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ownership_status" text,
	"has_loan" boolean DEFAULT false NOT NULL,
	"loan_amount" numeric(14, 2),
	"outstanding_loan_amount" numeric(14, 2),
	"monthly_loan_payment" numeric(14, 2),
	"loan_interest_rate" numeric(6, 3),
	"loan_status" text,
	"loan_start_date" date,
	"loan_end_date" date,
	"loan_lender" text,
	CONSTRAINT "risk_profile_assets_type_check" CHECK ("risk_profile_assets"."type" in ('property', 'vehicle', 'equipment', 'inventory', 'savings', 'investment', 'jewelry', 'other')),
	CONSTRAINT "risk_profile_assets_ownership_status_check" CHECK ("risk_profile_assets"."ownership_status" in ('owned', 'partially_owned', 'mortgaged', 'rented')),
	CONSTRAINT "risk_profile_assets_loan_status_check" CHECK ("risk_profile_assets"."loan_status" in ('active', 'completed', 'defaulted')),
	CONSTRAINT "risk_profile_assets_loan_fields_check" CHECK ("risk_profile_assets"."has_loan" or ("risk_profile_assets"."loan_amount" is null and "risk_profile_assets"."outstanding_loan_amount" is null
        and "risk_profile_assets"."monthly_loan_payment" is null and "risk_profile_assets"."loan_interest_rate" is null
        and "risk_profile_assets"."loan_status" is null and "risk_profile_assets"."loan_start_date" is null
        and "risk_profile_assets"."loan_end_date" is null and "risk_profile_assets"."loan_lender" is null)),
	CONSTRAINT "risk_profile_assets_numbers_check" CHECK ("risk_profile_assets"."value" >= 0
        and "risk_profile_assets"."loan_amount" >= 0
        and "risk_profile_assets"."outstanding_loan_amount" >= 0
        and "risk_profile_assets"."monthly_loan_payment" >= 0
        and "risk_profile_assets"."loan_interest_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "risk_profile_businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"risk_profile_id" uuid NOT NULL,
	"customer_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"business_name" text NOT NULL,
	"business_type" text NOT NULL,
	"business_registration_number" text,
	"business_address" text,
	"years_in_operation" integer,
	"monthly_revenue" numeric(14, 2),
	"monthly_expenses" numeric(14, 2),
	"monthly_profit" numeric(14, 2),
	"employee_count" integer,
	CONSTRAINT "risk_profile_businesses_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "risk_profile_businesses_business_type_check" CHECK ("risk_profile_businesses"."business_type" in ('retail', 'wholesale', 'manufacturing', 'service', 'agriculture', 'trading', 'food_beverage', 'textiles', 'electronics', 'other')),
	CONSTRAINT "risk_profile_businesses_numbers_check" CHECK ("risk_profile_businesses"."years_in_operation" >= 0
        and "risk_profile_businesses"."employee_count" >= 0
        and "risk_profile_businesses"."monthly_revenue" >= 0
        and "risk_profile_businesses"."monthly_expenses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "risk_profile_loan_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"risk_profile_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"business_id" uuid,
	"reason" text NOT NULL,
	"custom_reason" text,
	"amount" numeric(14, 2) NOT NULL,
	"amount_repaid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"source" text,
	"defaulted" text DEFAULT 'unknown' NOT NULL,
	"default_reason" text,
	"loan_status" text,
	"start_date" date,
	"end_date" date,
	"monthly_payment" numeric(14, 2),
	"interest_rate" numeric(6, 3),
	"loan_term_months" integer,
	"lender_type" text,
	CONSTRAINT "risk_profile_loan_history_reason_check" CHECK ("risk_profile_loan_history"."reason" in ('business_expansion', 'working_capital', 'equipment_purchase', 'inventory', 'personal', 'emergency', 'other')
        and ("risk_profile_loan_history"."reason" <> 'other' or "risk_profile_loan_history"."custom_reason" is not null)),
	CONSTRAINT "risk_profile_loan_history_defaulted_check" CHECK ("risk_profile_loan_history"."defaulted" in ('no', 'yes', 'unknown')
        and ("risk_profile_loan_history"."defaulted" <> 'yes' or "risk_profile_loan_history"."default_reason" is not null)),
	CONSTRAINT "risk_profile_loan_history_loan_status_check" CHECK ("risk_profile_loan_history"."loan_status" in ('active', 'completed', 'defaulted', 'restructured')),
	CONSTRAINT "risk_profile_loan_history_lender_type_check" CHECK ("risk_profile_loan_history"."lender_type" in ('bank', 'mfi', 'cooperative', 'money_lender', 'friend_family', 'employer', 'other')),
	CONSTRAINT "risk_profile_loan_history_numbers_check" CHECK ("risk_profile_loan_history"."amount" >= 0
        and "risk_profile_loan_history"."amount_repaid" >= 0
        and "risk_profile_loan_history"."monthly_payment" >= 0
        and "risk_profile_loan_history"."interest_rate" >= 0
        and "risk_profile_loan_history"."loan_term_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "risk_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"prospective_customer_name" text NOT NULL,
	"phone" text,
	"bazaar_location" text,
	"business_location_address" text,
	"product_selling" text,
	"business_type" text,
	"years_at_current_location" integer,
	"monthly_household_income" numeric(14, 2),
	"daily_savings_capacity" numeric(14, 2),
	"proposed_daily_payment" numeric(14, 2),
	"primary_income_source" text,
	"secondary_income_source" text,
	"total_monthly_income" numeric(14, 2),
	"total_monthly_expenses" numeric(14, 2),
	"total_existing_debt" numeric(14, 2),
	"payment_history_score" integer,
	"business_stability_score" integer,
	"asset_backing_score" integer,
	"income_stability_rating" integer,
	"location_stability_score" integer,
	"assessor_comments" text,
	"multiple_income_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"existing_loans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"multiple_businesses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assets_owned" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guarantors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collateral_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessment_status" text DEFAULT 'draft' NOT NULL,
	"risk_category" text,
	"overall_eligibility_score" integer,
	"behavioral_score" integer,
	"documentation_score" integer,
	"recommended_loan_amount" numeric(14, 2),
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"customer_created" boolean DEFAULT false NOT NULL,
	"customer_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_profiles_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "risk_profiles_assessment_status_check" CHECK ("risk_profiles"."assessment_status" in ('draft', 'completed', 'approved', 'rejected')),
	CONSTRAINT "risk_profiles_risk_category_check" CHECK ("risk_profiles"."risk_category" in ('low', 'medium', 'high')),
	CONSTRAINT "risk_profiles_scores_check" CHECK ("risk_profiles"."payment_history_score" between 0 and 100
        and "risk_profiles"."business_stability_score" between 0 and 100
        and "risk_profiles"."asset_backing_score" between 0 and 100
        and "risk_profiles"."overall_eligibility_score" between 0 and 100
        and "risk_profiles"."behavioral_score" between 0 and 100
        and "risk_profiles"."documentation_score" between 0 and 100
        and "risk_profiles"."income_stability_rating" between 0 and 10
        and "risk_profiles"."location_stability_score" between 0 and 10
        and "risk_profiles"."years_at_current_location" >= 0),
	CONSTRAINT "risk_profiles_money_check" CHECK ("risk_profiles"."monthly_household_income" >= 0
        and "risk_profiles"."daily_savings_capacity" >= 0
        and "risk_profiles"."proposed_daily_payment" >= 0
        and "risk_profiles"."total_monthly_income" >= 0
        and "risk_profiles"."total_monthly_expenses" >= 0
        and "risk_profiles"."total_existing_debt" >= 0
        and "risk_profiles"."recommended_loan_amount" >= 0),
	CONSTRAINT "risk_profiles_customer_created_check" CHECK ("risk_profiles"."customer_created" = ("risk_profiles"."customer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "emergency_access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"granted_by" uuid NOT NULL,
	"permissions" text[] NOT NULL,
	"reason" text NOT NULL,
	"duration_hours" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_access_grants_duration_check" CHECK ("emergency_access_grants"."duration_hours" > 0),
	CONSTRAINT "emergency_access_grants_revocation_check" CHECK (("emergency_access_grants"."revoked_at" is null) = ("emergency_access_grants"."revoked_by" is null)
        and ("emergency_access_grants"."revoked_at" is null or not "emergency_access_grants"."is_active"))
);
--> statement-breakpoint
CREATE TABLE "automated_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"report_type" text NOT NULL,
	"schedule" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "outbox_emails_attempts_check" CHECK ("outbox_emails"."attempts" >= 0),
	CONSTRAINT "outbox_emails_sent_check" CHECK (("outbox_emails"."status" = 'sent') = ("outbox_emails"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "approval_notes" ADD CONSTRAINT "approval_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_notes" ADD CONSTRAINT "approval_notes_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_notes" ADD CONSTRAINT "approval_notes_approval_request_fk" FOREIGN KEY ("organization_id","approval_request_id") REFERENCES "public"."approval_requests"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_current_approver_id_users_id_fk" FOREIGN KEY ("current_approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_collectors" ADD CONSTRAINT "debt_collectors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_collectors" ADD CONSTRAINT "debt_collectors_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_categories" ADD CONSTRAINT "customer_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_category_fk" FOREIGN KEY ("organization_id","category_id") REFERENCES "public"."customer_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disbursed_by_users_id_fk" FOREIGN KEY ("disbursed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_loan_fk" FOREIGN KEY ("organization_id","loan_id") REFERENCES "public"."loans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_payment_fk" FOREIGN KEY ("organization_id","payment_id") REFERENCES "public"."loan_payments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_fk" FOREIGN KEY ("organization_id","reverses_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_fk" FOREIGN KEY ("organization_id","entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_fk" FOREIGN KEY ("organization_id","loan_id") REFERENCES "public"."loans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_collection_entries" ADD CONSTRAINT "daily_collection_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_collection_entries" ADD CONSTRAINT "daily_collection_entries_loan_fk" FOREIGN KEY ("organization_id","loan_id") REFERENCES "public"."loans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_collection_entries" ADD CONSTRAINT "daily_collection_entries_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_collection_entries" ADD CONSTRAINT "daily_collection_entries_collector_fk" FOREIGN KEY ("organization_id","collector_id") REFERENCES "public"."debt_collectors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD CONSTRAINT "enhanced_risk_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD CONSTRAINT "enhanced_risk_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD CONSTRAINT "enhanced_risk_profiles_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhanced_risk_profiles" ADD CONSTRAINT "enhanced_risk_profiles_prospective_profile_fk" FOREIGN KEY ("organization_id","prospective_profile_id") REFERENCES "public"."risk_profiles"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_assets" ADD CONSTRAINT "risk_profile_assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_assets" ADD CONSTRAINT "risk_profile_assets_profile_fk" FOREIGN KEY ("organization_id","risk_profile_id") REFERENCES "public"."enhanced_risk_profiles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_businesses" ADD CONSTRAINT "risk_profile_businesses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_businesses" ADD CONSTRAINT "risk_profile_businesses_profile_fk" FOREIGN KEY ("organization_id","risk_profile_id") REFERENCES "public"."enhanced_risk_profiles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_businesses" ADD CONSTRAINT "risk_profile_businesses_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_loan_history" ADD CONSTRAINT "risk_profile_loan_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_loan_history" ADD CONSTRAINT "risk_profile_loan_history_profile_fk" FOREIGN KEY ("organization_id","risk_profile_id") REFERENCES "public"."enhanced_risk_profiles"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profile_loan_history" ADD CONSTRAINT "risk_profile_loan_history_business_fk" FOREIGN KEY ("organization_id","business_id") REFERENCES "public"."risk_profile_businesses"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_access_grants" ADD CONSTRAINT "emergency_access_grants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_access_grants" ADD CONSTRAINT "emergency_access_grants_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_access_grants" ADD CONSTRAINT "emergency_access_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_access_grants" ADD CONSTRAINT "emergency_access_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_reports" ADD CONSTRAINT "automated_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_reports" ADD CONSTRAINT "automated_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_notes_org_request_idx" ON "approval_notes" USING btree ("organization_id","approval_request_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_org_status_created_at_idx" ON "approval_requests" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_current_approver_id_status_idx" ON "approval_requests" USING btree ("current_approver_id","status");--> statement-breakpoint
CREATE INDEX "approval_requests_entity_idx" ON "approval_requests" USING btree ("organization_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "debt_collectors_org_name_idx" ON "debt_collectors" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "customers_org_created_at_idx" ON "customers" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_org_status_idx" ON "customers" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "customers_org_risk_level_idx" ON "customers" USING btree ("organization_id","risk_level");--> statement-breakpoint
CREATE INDEX "loans_org_status_due_date_idx" ON "loans" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "loans_org_customer_id_idx" ON "loans" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "loans_org_created_at_idx" ON "loans" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_entry_id_idx" ON "journal_entries" USING btree ("reverses_entry_id") WHERE "journal_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_entries_org_loan_id_idx" ON "journal_entries" USING btree ("organization_id","loan_id","occurred_at");--> statement-breakpoint
CREATE INDEX "journal_entries_payment_id_idx" ON "journal_entries" USING btree ("payment_id") WHERE "journal_entries"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_org_entry_id_idx" ON "journal_lines" USING btree ("organization_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_org_idempotency_key_idx" ON "loan_payments" USING btree ("organization_id","idempotency_key") WHERE "loan_payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "loan_payments_org_payment_date_idx" ON "loan_payments" USING btree ("organization_id","payment_date");--> statement-breakpoint
CREATE INDEX "loan_payments_org_created_at_idx" ON "loan_payments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "loan_payments_org_loan_id_idx" ON "loan_payments" USING btree ("organization_id","loan_id","status");--> statement-breakpoint
CREATE INDEX "loan_payments_org_customer_id_idx" ON "loan_payments" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "daily_collection_entries_org_collection_date_idx" ON "daily_collection_entries" USING btree ("organization_id","collection_date");--> statement-breakpoint
CREATE INDEX "daily_collection_entries_org_customer_id_idx" ON "daily_collection_entries" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "daily_collection_entries_org_collector_id_idx" ON "daily_collection_entries" USING btree ("organization_id","collector_id");--> statement-breakpoint
CREATE INDEX "documents_org_entity_idx" ON "documents" USING btree ("organization_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "documents_org_expires_at_idx" ON "documents" USING btree ("organization_id","expires_at") WHERE "documents"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "enhanced_risk_profiles_org_customer_id_idx" ON "enhanced_risk_profiles" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "risk_profile_assets_profile_idx" ON "risk_profile_assets" USING btree ("organization_id","risk_profile_id");--> statement-breakpoint
CREATE INDEX "risk_profile_businesses_profile_idx" ON "risk_profile_businesses" USING btree ("organization_id","risk_profile_id");--> statement-breakpoint
CREATE INDEX "risk_profile_loan_history_profile_idx" ON "risk_profile_loan_history" USING btree ("organization_id","risk_profile_id");--> statement-breakpoint
CREATE INDEX "risk_profiles_org_status_created_at_idx" ON "risk_profiles" USING btree ("organization_id","assessment_status","created_at");--> statement-breakpoint
CREATE INDEX "risk_profiles_org_created_at_idx" ON "risk_profiles" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "emergency_access_grants_org_created_at_idx" ON "emergency_access_grants" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "emergency_access_grants_target_user_id_active_idx" ON "emergency_access_grants" USING btree ("target_user_id","expires_at") WHERE "emergency_access_grants"."is_active";--> statement-breakpoint
CREATE INDEX "automated_reports_org_is_active_idx" ON "automated_reports" USING btree ("organization_id","is_active");--> statement-breakpoint
CREATE INDEX "notifications_org_user_id_created_at_idx" ON "notifications" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_emails_org_created_at_idx" ON "outbox_emails" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_pending_idx" ON "outbox_emails" USING btree ("next_attempt_at") WHERE "outbox_emails"."status" = 'pending';