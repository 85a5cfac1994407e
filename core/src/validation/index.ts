export * from './generic.ts';
export * from './form.ts';
