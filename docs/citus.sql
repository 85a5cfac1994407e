-- Lendline on a Citus cluster: the statements an operator runs on the coordinator, once, after
-- the application has migrated the database there (docs/scaling.md "Operational steps").
-- Every table of the public schema appears exactly once; server/src/db/distribution.test.ts
-- checks this file against the catalogue, so a new table cannot be forgotten.
--
-- Before: CREATE EXTENSION citus; add the workers (citus_add_node) and the coordinator itself
-- (citus_set_coordinator_host), so local tables may keep their foreign keys to reference
-- tables; SET citus.enable_unsafe_triggers = on, so the append-only and journal-balance
-- triggers follow the tables onto their shards.

-- 1. Reference tables, replicated to every node: parents before the tables that reference them.
select create_reference_table('organizations');
select create_reference_table('users');
select create_reference_table('user_profiles');
select create_reference_table('user_roles');
select create_reference_table('user_invitations');
select create_reference_table('role_permissions');
select create_reference_table('role_scopes');

-- 2. Tenant tables, distributed on organization_id and co-located with the first one, so one
-- organization's rows of every table share a node. Parents before children: a foreign key
-- between distributed tables needs both ends distributed.
select create_distributed_table('audit_logs', 'organization_id');
select create_distributed_table('approval_requests', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('approval_notes', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('debt_collectors', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('customer_categories', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('customers', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('customer_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('customer_search', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('collection_calendar', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('loans', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('loan_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('open_loan_balances', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('officer_open_loans', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('disbursement_day_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('vintage_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('officer_loan_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('open_loan_arrears', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('open_loan_ends', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('expected_collection_events', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('expected_collection_starts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('organization_daily_runs', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('loan_payments', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('payment_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('payment_day_totals', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('customer_month_payments', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('collector_day_payments', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('journal_entries', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('journal_lines', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('daily_collection_entries', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('collection_day_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('collection_day_customers', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('collector_day_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('collection_alert_counts', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('field_visits', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('payment_promises', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('portfolio_snapshots', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('portfolio_snapshot_buckets', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('portfolio_snapshot_transitions', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('overdue_map_points', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('overdue_map_cells', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('cash_handovers', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('collector_day_closes', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('receipt_books', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('documents', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('risk_profiles', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('enhanced_risk_profiles', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('risk_profile_businesses', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('risk_profile_loan_history', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('risk_profile_assets', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('emergency_access_grants', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('automated_reports', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('report_exports', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('notifications', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('message_templates', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('reminder_rules', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('demo_data_runs', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('customer_messages', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('outbox_emails', 'organization_id', colocate_with => 'audit_logs');
select create_distributed_table('security_events', 'organization_id', colocate_with => 'audit_logs');

-- 3. Local tables, kept on the coordinator and known to Citus, so they may join reference tables.
select citus_add_local_table_to_metadata('user_sessions');
select citus_add_local_table_to_metadata('login_attempts');
select citus_add_local_table_to_metadata('public_form_submissions');
select citus_add_local_table_to_metadata('sign_up_requests');
select citus_add_local_table_to_metadata('idempotency_keys');
select citus_add_local_table_to_metadata('rate_limit_counters');
select citus_add_local_table_to_metadata('sensitive_operation_uses');
select citus_add_local_table_to_metadata('user_mfa');
select citus_add_local_table_to_metadata('mfa_recovery_codes');
select citus_add_local_table_to_metadata('mfa_challenges');
