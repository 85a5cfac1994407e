import { ACTIONS, RESOURCES } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n/i18n';
import { humanize } from './group-permissions';
import { ACTION_LABELS, RESOURCE_LABELS } from './permission-labels';

describe('permission labels', () => {
  it('name every resource and action in English as the matrix spells them', () => {
    for (const resource of RESOURCES) expect(t(RESOURCE_LABELS[resource])).toBe(humanize(resource));
    for (const action of ACTIONS) expect(t(ACTION_LABELS[action])).toBe(humanize(action));
  });
});
