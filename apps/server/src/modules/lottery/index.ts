// The public face of the lottery module: other modules import only what this file exports.

export { seedDemoLotteryRooms } from './demo-rooms.ts';
export { LOTTERY_ACTIVITY } from './lottery-activity.ts';
export { LotteryBets, TERM_LIABILITY_CAP_FACTOR } from './lottery-bets.ts';
export { LotteryDraws } from './lottery-draws.ts';
export { LotteryRooms } from './lottery-rooms.ts';
export { LOTTERY_LEDGER } from './lottery.ledger.ts';
export { LotteryLoop } from './lottery.loop.ts';
export { lotteryModule } from './lottery.module.ts';
export { registerLotteryRoutes } from './lottery.routes.ts';
