/** Where users reach a person (landing footer, login support line, incomplete-profile alert). */
export const SUPPORT_EMAIL = 'support@lendline.app';
export const SUPPORT_HOURS = 'Monday to Saturday, 9:00–18:00 IST';
