/**
 * Query keys more than one feature touches: the realtime stream invalidates what its events
 * name, and a decision on an approval request refreshes the sidebar counts it changed.
 */
export const QUERY_KEYS = {
  approvals: ['approvals'],
  navigationCounts: ['navigation', 'counts'],
  collectors: ['collectors'],
} as const;
