import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { emergencyGrantsQueryOptions } from './get-emergency-grants';

const GRANT = {
  id: 'g0000000-0000-4000-8000-000000000001',
  target_user_id: 'b0000000-0000-4000-8000-000000000001',
  permissions: ['loans:approve'],
  expires_at: '2026-11-27T11:00:00Z',
  is_active: true,
  reason: 'Month-end backlog',
};

const fetchGrants = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    emergencyGrantsQueryOptions(),
  );

describe('GET /emergency-access for the explorer', () => {
  it('reads a 404 (a server without emergency access) as no grants', async () => {
    mockFetch({
      'GET /api/v1/emergency-access': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found', details: null } },
      },
    });
    expect(await fetchGrants()).toEqual([]);
  });

  it('reads the grants of a list answer or of a bare array', async () => {
    mockFetch({ 'GET /api/v1/emergency-access': { body: { data: [GRANT], total: 1 } } });
    expect(await fetchGrants()).toEqual([GRANT]);
    mockFetch({ 'GET /api/v1/emergency-access': { body: [GRANT, { unrelated: true }] } });
    expect(await fetchGrants()).toEqual([GRANT]);
  });

  it('reads a 403 as grants the reader may not see, and fails on other errors', async () => {
    mockFetch({
      'GET /api/v1/emergency-access': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Access denied', details: null } },
      },
    });
    expect(await fetchGrants()).toBeNull();
    mockFetch({
      'GET /api/v1/emergency-access': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Broken', details: null } },
      },
    });
    await expect(fetchGrants()).rejects.toThrow('Broken');
  });
});
