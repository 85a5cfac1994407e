export * from './constants.ts';
export * from './errors.ts';
export * from './schemas/auth.ts';
export * from './permissions/index.ts';
export * from './rules/organization-scope.ts';
export * from './rules/audit.ts';
export * from './schemas/approvals.ts';
export * from './schemas/events.ts';
