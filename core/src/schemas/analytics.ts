import { z } from 'zod';
import { MapAreaSchema } from '../validation/map-area.ts';
import type { MessageKey } from '../i18n/catalogs.ts';
import { CalendarDateSchema } from '../validation/storable.ts';
import { PORTFOLIO_BUCKETS } from '../rules/portfolio-metrics.ts';

/**
 * GET /analytics/portfolio?date= (issue 14): the portfolio at the end of a day in the user's
 * scope. `gross_outstanding` is the sum of `remaining_amount` over active and overdue loans;
 * `parX` is the percentage (0–100, two decimals) of it held by loans whose `days_overdue` is
 * greater than X — the same `remaining_amount` and `days_overdue` the loans API shows. Money in
 * rupees, 2 decimals.
 */
export const PortfolioSummarySchema = z.object({
  date: z.string(),
  gross_outstanding: z.number(),
  active_loans: z.number().int(),
  overdue_loans: z.number().int(),
  par1: z.number(),
  par7: z.number(),
  par30: z.number(),
});
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;

export const PortfolioQuerySchema = z.object({ date: CalendarDateSchema.optional() });
export type PortfolioQuery = z.infer<typeof PortfolioQuerySchema>;

/** How the analytics series group days: by day, by ISO week (from Monday) or by month. */
export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The longest range an analytics series answers (a year and a month of days). */
export const ANALYTICS_MAX_RANGE_DAYS = 400;
export const ANALYTICS_MESSAGES = {
  dateRange: 'messages.analytics.date_range',
  months: 'messages.analytics.months',
} as const satisfies Record<string, MessageKey>;

const PortfolioBucketSchema = z.enum(PORTFOLIO_BUCKETS);

/**
 * A date range and how to group it. Without `from`/`to`: the last 6 months (roll rates), the
 * last 30 days (collection rate, promises) up to each organization's today. At most 400 days.
 */
const rangeQuery = (defaultPeriod: AnalyticsPeriod) =>
  z
    .object({
      from: CalendarDateSchema.optional(),
      to: CalendarDateSchema.optional(),
      period: z.enum(ANALYTICS_PERIODS).default(defaultPeriod),
    })
    .refine(
      (query) =>
        !query.from ||
        !query.to ||
        (query.from <= query.to &&
          Date.parse(query.to) - Date.parse(query.from) <= ANALYTICS_MAX_RANGE_DAYS * 86_400_000),
      { path: ['to'], message: ANALYTICS_MESSAGES.dateRange },
    );

export const RollRatesQuerySchema = rangeQuery('month');
export type RollRatesQuery = z.infer<typeof RollRatesQuerySchema>;

export const BucketBalanceSchema = z.object({
  bucket: PortfolioBucketSchema,
  loans: z.number().int(),
  balance: z.number(),
});

export const RollRateSchema = z.object({
  from_bucket: PortfolioBucketSchema,
  to_bucket: PortfolioBucketSchema,
  /** Percent, 2 decimals; null when the previous snapshot had nothing in from_bucket. */
  rate: z.number().nullable(),
});

export const BucketTransitionSchema = z.object({
  from_bucket: PortfolioBucketSchema,
  to_bucket: PortfolioBucketSchema,
  loans: z.number().int(),
  /** The balance (rupees) the loans that moved carry at the later snapshot. */
  balance: z.number(),
  /** Of from_bucket's balance the day before, percent; null when it held nothing. */
  rate: z.number().nullable(),
});

/**
 * GET /analytics/roll-rates: the aging buckets at the last snapshot of each period, the roll
 * rates from the previous period's (balance in the next bucket now ÷ balance in the bucket
 * then; null for the first period of the range when no earlier snapshot exists), and the
 * day-to-day transitions into the last snapshot of the range.
 */
export const RollRatesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(ANALYTICS_PERIODS),
  data: z.array(
    z.object({
      date: z.string(),
      buckets: z.array(BucketBalanceSchema),
      roll_rates: z.array(RollRateSchema),
    }),
  ),
  transitions: z.object({ date: z.string().nullable(), data: z.array(BucketTransitionSchema) }),
});
export type RollRatesResponse = z.infer<typeof RollRatesResponseSchema>;

export const CollectionRateQuerySchema = rangeQuery('day');
export type CollectionRateQuery = z.infer<typeof CollectionRateQuerySchema>;

const CollectionFiguresSchema = z.object({
  /** Instalments falling due (rupees). */
  due: z.number(),
  /** Received, net of reversed payments: on_time + late. */
  collected: z.number(),
  on_time: z.number(),
  late: z.number(),
  /** Percentages of due, 2 decimals; null when nothing fell due. */
  rate: z.number().nullable(),
  on_time_rate: z.number().nullable(),
  late_rate: z.number().nullable(),
});

/** GET /analytics/collection-rate: per period (its first day) and over the whole range. */
export const CollectionRateResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(ANALYTICS_PERIODS),
  totals: CollectionFiguresSchema,
  data: z.array(CollectionFiguresSchema.extend({ date: z.string() })),
});
export type CollectionRateResponse = z.infer<typeof CollectionRateResponseSchema>;

export const PromisesQuerySchema = rangeQuery('day');
export type PromisesQuery = z.infer<typeof PromisesQuerySchema>;

const PromiseFiguresSchema = z.object({
  promises: z.number().int(),
  open: z.number().int(),
  kept: z.number().int(),
  partially_kept: z.number().int(),
  broken: z.number().int(),
  /** Promises whose date has passed, and how many of them were kept. */
  due: z.number().int(),
  kept_due: z.number().int(),
  /** kept_due ÷ due, percent with 2 decimals; null when no date has passed. */
  kept_rate: z.number().nullable(),
  promised_amount: z.number(),
  paid_amount: z.number(),
});

/** GET /analytics/promises: promises by promised date, per period (its first day) and in all. */
export const PromisesAnalyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(ANALYTICS_PERIODS),
  totals: PromiseFiguresSchema,
  data: z.array(PromiseFiguresSchema.extend({ date: z.string() })),
});
export type PromisesAnalyticsResponse = z.infer<typeof PromisesAnalyticsResponseSchema>;

/** The Business Intelligence screen's periods (issue 14): the last 3, 6 or 12 months. */
export const BI_PERIOD_MONTHS = [3, 6, 12] as const;
export type BiPeriodMonths = (typeof BI_PERIOD_MONTHS)[number];

/** `?months=3|6|12` (default 6): the months up to and including the current one. */
export const BiMonthsQuerySchema = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((months) => (BI_PERIOD_MONTHS as readonly number[]).includes(months), {
      message: ANALYTICS_MESSAGES.months,
    })
    .default(6),
});
export type BiMonthsQuery = z.infer<typeof BiMonthsQuerySchema>;

/**
 * GET /analytics/trends: per calendar month (its first day), what moved in it (loans disbursed
 * and their principal, payments received net of reversals) and the portfolio at its last
 * snapshot (`as_of`): gross outstanding and PAR1/7/30 in percent. From the daily snapshots.
 */
export const PortfolioTrendsResponseSchema = z.object({
  months: z.number().int(),
  from: z.string(),
  to: z.string(),
  data: z.array(
    z.object({
      month: z.string(),
      as_of: z.string(),
      disbursed_loans: z.number().int(),
      disbursed_amount: z.number(),
      collected: z.number(),
      gross_outstanding: z.number(),
      par1: z.number(),
      par7: z.number(),
      par30: z.number(),
    }),
  ),
});
export type PortfolioTrendsResponse = z.infer<typeof PortfolioTrendsResponseSchema>;

/**
 * GET /analytics/vintages: loans by disbursement month (`cohort`, its first day) and, for each
 * month on book (1 = the disbursement month, up to the current month), how many of them had
 * been more than 30 days late by its end and their share of the cohort in percent
 * (docs/portfolio-metrics.md "Vintage curves").
 */
export const VintagesResponseSchema = z.object({
  months: z.number().int(),
  data: z.array(
    z.object({
      cohort: z.string(),
      loans: z.number().int(),
      points: z.array(
        z.object({
          months_on_book: z.number().int(),
          late_loans: z.number().int(),
          share: z.number(),
        }),
      ),
    }),
  ),
});
export type VintagesResponse = z.infer<typeof VintagesResponseSchema>;

/**
 * GET /analytics/collector-productivity: per collector (with their territory and organization)
 * over the period: collection entries due and collected, field visits, promises whose date has
 * passed and how many were kept. Percentages with 2 decimals; null with nothing to divide by.
 */
export const CollectorProductivityResponseSchema = z.object({
  months: z.number().int(),
  from: z.string(),
  to: z.string(),
  data: z.array(
    z.object({
      collector_id: z.uuid(),
      collector: z.string(),
      territory: z.string().nullable(),
      organization_id: z.uuid(),
      organization: z.string(),
      due: z.number(),
      collected: z.number(),
      collection_rate: z.number().nullable(),
      visits: z.number().int(),
      promises_due: z.number().int(),
      promises_kept: z.number().int(),
      kept_rate: z.number().nullable(),
    }),
  ),
});
export type CollectorProductivityResponse = z.infer<typeof CollectorProductivityResponseSchema>;

/**
 * The most customers the overdue map's list answers (the largest overdue balances first): its
 * table and CSV. The map itself draws every customer, grouped by area (overdue-map/areas).
 */
export const OVERDUE_MAP_LIMIT = 1_000;

/**
 * GET /analytics/overdue-map: customers with a stored location (residential, else business)
 * and an overdue balance (the remaining amount of their loans more than 0 days overdue), the
 * largest first, at most OVERDUE_MAP_LIMIT; `total` counts them all.
 */
export const OverdueMapResponseSchema = z.object({
  /** The day whose start the points are as of (the start-of-day job's); null when live. */
  as_of: z.string().nullable(),
  total: z.number().int(),
  data: z.array(
    z.object({
      customer_id: z.uuid(),
      organization_id: z.uuid(),
      customer_code: z.string(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      overdue_loans: z.number().int(),
      overdue_balance: z.number(),
      max_days_overdue: z.number().int(),
    }),
  ),
});
export type OverdueMapResponse = z.infer<typeof OverdueMapResponseSchema>;

/** The most areas one answer of the overdue map's areas holds (the largest balances first). */
export const OVERDUE_MAP_AREA_LIMIT = 1_000;
/** The deepest zoom the overdue map asks its areas for (Leaflet's maxZoom on that map). */
export const OVERDUE_MAP_MAX_ZOOM = 18;

/**
 * The overdue map's far zoom levels, 0 to this one (cells of 0.35° and more): the start-of-day
 * job sums the morning's points by their cells (decision 0092), and a view at such a zoom reads
 * those sums instead of every point.
 */
export const OVERDUE_MAP_CELL_ZOOMS = 8;

/** How many grid cells cover the world's width at zoom 0; each zoom level doubles it. */
const MAP_CELLS_AT_ZOOM_0 = 4;

/**
 * The side in degrees of the overdue map's grid cells at `zoom` (about 60 pixels on screen,
 * halving with each level): the server groups customers by these cells, latitude + 90 and
 * longitude + 180 divided by it, rounded down.
 */
export function mapCellDegrees(zoom: number): number {
  return 360 / (MAP_CELLS_AT_ZOOM_0 * 2 ** Math.max(0, Math.round(zoom)));
}

/** GET /analytics/overdue-map/areas: the map's view and zoom level. */
export const OverdueMapAreasQuerySchema = z.object({
  bbox: MapAreaSchema.meta({
    description:
      'The view: west,south,east,north in decimal degrees, edges included, widened to whole cells of the zoom level’s grid',
    example: '77.5,12.9,77.7,13.1',
  }),
  zoom: z.coerce.number().int().min(0).max(OVERDUE_MAP_MAX_ZOOM),
});

const MapRectangleSchema = z.object({
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
});

/**
 * GET /analytics/overdue-map/areas (issue 14): every customer of the overdue map (the same
 * points as the list, not only its largest) in the view, grouped by the grid cell of the zoom
 * level. An area is placed at its customers' mean position and spans their locations
 * (`west`…`north`, the loans list's `bbox` for them); an area of one customer names them.
 * `total` counts the scope's customers on the map, `in_view` those in the view, `extent` spans
 * those in the view (the whole world's view: all of them; null when none), and at most
 * OVERDUE_MAP_AREA_LIMIT areas come back, largest first.
 */
export const OverdueMapAreasResponseSchema = z.object({
  as_of: z.string().nullable(),
  total: z.number().int(),
  in_view: z.number().int(),
  extent: MapRectangleSchema.nullable(),
  areas: z.array(
    MapRectangleSchema.extend({
      latitude: z.number(),
      longitude: z.number(),
      customers: z.number().int(),
      overdue_loans: z.number().int(),
      overdue_balance: z.number(),
      max_days_overdue: z.number().int(),
      customer: z
        .object({
          customer_id: z.uuid(),
          organization_id: z.uuid(),
          customer_code: z.string(),
          name: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type OverdueMapAreasResponse = z.infer<typeof OverdueMapAreasResponseSchema>;
