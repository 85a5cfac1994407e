import { describe, expect, it } from 'vitest';
import { groupPermissionsByResource, humanize } from './group-permissions';

describe('groupPermissionsByResource', () => {
  it('groups permissions by resource in matrix order and drops unknown strings', () => {
    const groups = groupPermissionsByResource([
      'loans:read',
      'customers:update',
      'customers:read',
      'made_up:thing',
    ]);
    expect(groups).toEqual([
      { resource: 'customers', actions: ['read', 'update'] },
      { resource: 'loans', actions: ['read'] },
    ]);
  });

  it('turns snake_case names into words', () => {
    expect(humanize('debt_collectors')).toBe('Debt collectors');
  });
});
