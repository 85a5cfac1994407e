export * from './generic.ts';
export * from './storable.ts';
export * from './form.ts';
export * from './countries.ts';
export * from './phone.ts';
export * from './phone-search.ts';
export * from './email.ts';
export * from './maps-link.ts';
