import { describe, expect, it } from 'vitest';
import { nextSort } from './sort-cycle';

describe('nextSort', () => {
  it('cycles a column through ascending, descending and no sort', () => {
    const ascending = nextSort(null, 'first_name');
    expect(ascending).toEqual({ column: 'first_name', order: 'asc' });
    const descending = nextSort(ascending, 'first_name');
    expect(descending).toEqual({ column: 'first_name', order: 'desc' });
    expect(nextSort(descending, 'first_name')).toBeNull();
  });

  it('starts another column at ascending', () => {
    expect(nextSort({ column: 'first_name', order: 'desc' }, 'phone')).toEqual({
      column: 'phone',
      order: 'asc',
    });
  });
});
