/**
 * Where users reach a person (landing footer, login support line, incomplete-profile alert).
 * A deployment sets its own address at build time with VITE_SUPPORT_EMAIL.
 */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@lendline.test';
export const SUPPORT_HOURS = 'Monday to Saturday, 9:00–18:00 IST';
