export * from './types.ts';
export * from './matrix.ts';
export * from './thresholds.ts';
export * from './check-permission.ts';
export { describeApprovers, formatAmount } from './describe.ts';
export * from './risk-profile-review.ts';
export * from './emergency-access.ts';
