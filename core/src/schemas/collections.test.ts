import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants.ts';
import {
  CollectionListQuerySchema,
  COLLECTION_AGENT_ROLES,
  worksAsCollector,
} from './collections.ts';

describe('collection list contract', () => {
  it("keeps the list's own order unless a sort is asked for, ascending by default", () => {
    expect(CollectionListQuerySchema.parse({})).toMatchObject({ page: 1, order: 'asc' });
    expect(CollectionListQuerySchema.parse({}).sort).toBeUndefined();
    expect(
      CollectionListQuerySchema.parse({ sort: 'days_overdue', order: 'desc', mine_first: 'true' }),
    ).toMatchObject({ sort: 'days_overdue', order: 'desc', mine_first: true });
  });

  it('refuses a sort column outside the allow-list and an order other than asc or desc', () => {
    expect(CollectionListQuerySchema.safeParse({ sort: 'customer_id' }).success).toBe(false);
    expect(CollectionListQuerySchema.safeParse({ sort: 'due_amount; drop' }).success).toBe(false);
    expect(CollectionListQuerySchema.safeParse({ order: 'up' }).success).toBe(false);
    expect(CollectionListQuerySchema.safeParse({ mine_first: 'yes' }).success).toBe(false);
  });

  it('counts collection and field agents as working as collectors, no other role', () => {
    for (const role of ROLES) {
      expect(worksAsCollector([role])).toBe(
        (COLLECTION_AGENT_ROLES as readonly string[]).includes(role),
      );
    }
    expect(COLLECTION_AGENT_ROLES).toEqual(['collection_agent', 'field_agent']);
    expect(worksAsCollector(['manager', 'field_agent'])).toBe(true);
    expect(worksAsCollector([])).toBe(false);
  });
});
