export * from './cash-out.ts';
export * from './combinations.ts';
export * from './grading.ts';
export * from './settlement.ts';
