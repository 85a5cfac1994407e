import {
  BACK_TEST_MINIMUMS,
  BACK_TEST_OUTCOME_DAYS,
  BACK_TEST_OUTCOMES,
  RECOMMENDATION_GROUPS,
  backTestScore,
  percentOf,
  type BackTestOutcome,
  type ScoreCount,
  type ScorePerformanceResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { DAYS_OVERDUE_SQL, todayOf } from '../loans/loans.repository.ts';
import { callerToday } from '../payments/payment-analytics.ts';

type Row = Record<string, string | number | null>;
const count = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * Per outcome: whether a loan could have gone past its days yet — completed, or disbursed more
 * than days + 1 days ago (its first instalment falls the day after at the earliest) — and
 * whether it did. A loan disbursed last week is no proof of a good score for 30 days overdue.
 */
const outcomeColumns = BACK_TEST_OUTCOMES.map((outcome, index) => {
  const days = BACK_TEST_OUTCOME_DAYS[outcome];
  const observed = sql`(s.completed or s.age > ${days + 1})`;
  return sql`count(*) filter (where ${observed}) as o${sql.raw(String(index))}_loans,
    count(*) filter (where ${observed} and s.ever_overdue > ${days}) as o${sql.raw(String(index))}_bads`;
});

/**
 * GET /risk-profiles/score-performance (issue 12 "does the score work?"): the applicant score
 * each disbursed loan kept (loans.applicant_risk_score) against whether the loan ever went more
 * than 7 and more than 30 days overdue — the most days overdue it reached before its last
 * payment (max_days_overdue) or today (docs/decisions/0064). One set-based statement over the
 * scope's disbursed loans: counts per score (at most 101 rows, whatever the number of loans;
 * core backTestScore works out AUC, Gini, KS and the bands from them), per side of the
 * recommended amount, and the loans without a score.
 */
export async function scorePerformance(ctx: RequestContext): Promise<ScorePerformanceResponse> {
  const today = todayOf(ctx.now);
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select grouping(s.score) as by_group, s.score, s.side, count(*) as loans,
          coalesce(sum(s.principal), 0) as lent, coalesce(sum(s.recommended), 0) as recommended,
          ${sql.join(outcomeColumns, sql`, `)}
        from (
          select l.applicant_risk_score as score, l.principal_amount as principal,
            l.applicant_recommended_amount as recommended,
            case when l.applicant_risk_score is null or l.applicant_recommended_amount is null
              then null
              when l.principal_amount > l.applicant_recommended_amount then 'above'
              else 'within' end as side,
            greatest(l.max_days_overdue, ${DAYS_OVERDUE_SQL(today)}) as ever_overdue,
            l.status = 'completed' as completed,
            ${today} - l.disbursement_date as age
          from loans l
          join organizations o on o.id = l.organization_id
          where ${inScope(sql`l.organization_id`)}
            and l.status in ('active', 'overdue', 'completed') and l.disbursement_date is not null
        ) s
        group by grouping sets ((s.score), (s.side))`,
  );
  const byScore = rows.filter((row) => count(row.by_group) === 0);
  const bySide = rows.filter((row) => count(row.by_group) === 1 && row.side !== null);
  const scored = byScore.filter((row) => row.score !== null);
  const histogramOf = (index: number): ScoreCount[] =>
    scored.map((row) => {
      const loans = count(row[`o${index}_loans`]);
      const bads = count(row[`o${index}_bads`]);
      return { score: count(row.score), goods: loans - bads, bads };
    });
  return {
    as_of: await callerToday(ctx),
    scored_loans: scored.reduce((sum, row) => sum + count(row.loans), 0),
    unscored_loans: count(byScore.find((row) => row.score === null)?.loans),
    minimums: { ...BACK_TEST_MINIMUMS },
    outcomes: BACK_TEST_OUTCOMES.map((outcome: BackTestOutcome, index) => ({
      outcome,
      overdue_days: BACK_TEST_OUTCOME_DAYS[outcome],
      ...backTestScore(histogramOf(index)),
    })),
    recommendation: RECOMMENDATION_GROUPS.map((group) => {
      const row = bySide.find((candidate) => candidate.side === group);
      return {
        group,
        loans: count(row?.loans),
        amount_lent: count(row?.lent),
        amount_recommended: count(row?.recommended),
        outcomes: BACK_TEST_OUTCOMES.map((outcome, index) => {
          const loans = count(row?.[`o${index}_loans`]);
          const bads = count(row?.[`o${index}_bads`]);
          return { outcome, loans, bads, bad_rate: percentOf(bads, loans) };
        }),
      };
    }),
  };
}
