export * from './fairness/seeds.ts';
export * from './games/index.ts';
export * from './money.ts';
export * from './crash/crash.ts';
export * from './lottery/periods.ts';
export * from './lottery/lottery.ts';
export * from './sports/index.ts';
