-- The money journal is immutable and balanced (DESIGN.md "Money movements"): corrections are
-- reversal entries, never edits, and every entry's debits equal its credits when the
-- transaction that wrote it commits.

CREATE OR REPLACE FUNCTION refuse_journal_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: correct with a reversal entry', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_journal_change();
--> statement-breakpoint

-- Checked at commit, once per inserted line (and per entry, so an entry without lines fails).
CREATE OR REPLACE FUNCTION check_journal_entry_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0] names the column holding the entry id: id on entries, entry_id on lines.
  checked_entry uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  total_debit numeric;
  total_credit numeric;
  line_count int;
BEGIN
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*)
    INTO total_debit, total_credit, line_count
    FROM journal_lines WHERE entry_id = checked_entry;
  IF line_count < 2 OR total_debit <> total_credit THEN
    RAISE EXCEPTION 'journal entry % is unbalanced: debits %, credits %, lines %',
      checked_entry, total_debit, total_credit, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_journal_entry_balanced('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_journal_entry_balanced('entry_id');
