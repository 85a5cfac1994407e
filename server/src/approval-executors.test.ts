import { APPROVAL_REQUEST_TYPES } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import { APPROVAL_EXECUTORS } from './approval-executors.ts';
import type { ApprovalExecutors } from './modules/approvals/approval-executor.ts';

describe('APPROVAL_EXECUTORS', () => {
  it('carries out every kind of request', () => {
    expect(Object.keys(APPROVAL_EXECUTORS).sort()).toEqual([...APPROVAL_REQUEST_TYPES].sort());
  });

  it('does not compile without an executor for each kind', () => {
    const { role_change: _left, ...withoutRoleChange } = APPROVAL_EXECUTORS;
    // @ts-expect-error role_change has no executor: the typecheck fails if this ever compiles.
    const incomplete: ApprovalExecutors = withoutRoleChange;
    expect(Object.keys(incomplete)).not.toContain('role_change');
  });
});
