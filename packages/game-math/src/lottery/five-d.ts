import { defineLotteryGame, isEven, isOdd, sumOf, valueAt, type LotteryRule } from './lottery-game.ts';

const POSITION: readonly [number, number] = [0, 4];
/** A 5D bet on one position's digit: the position is the bet's first pick. */
const positionRule = <const Kind extends string>(
  kind: Kind,
  wins: (digit: number) => boolean,
): LotteryRule<Kind> => ({
  kind,
  picks: [POSITION],
  nominalHundredths: 200,
  wins: (digits, pick) => wins(valueAt(digits, valueAt(pick, 0))),
});
/** A 5D bet on the sum of the five digits (0…45, symmetric around 22.5). */
const sumRule = <const Kind extends string>(
  kind: Kind,
  wins: (sum: number) => boolean,
): LotteryRule<Kind> => ({
  kind,
  picks: [],
  nominalHundredths: 200,
  wins: (digits) => wins(sumOf(digits)),
});

/** 5D: five digits 0–9 a draw (positions A–E); bets on one position's digit and on the sum. */
export const fiveD = defineLotteryGame({
  id: '5d',
  name: '5D',
  outcomeLength: 5,
  faceMin: 0,
  faceMax: 9,
  feeBasisPoints: 200,
  kinds: [
    {
      kind: 'digit',
      picks: [POSITION, [0, 9]],
      nominalHundredths: 900,
      wins: (digits, pick) => valueAt(digits, valueAt(pick, 0)) === valueAt(pick, 1),
    },
    positionRule('positionBig', (digit) => digit >= 5),
    positionRule('positionSmall', (digit) => digit <= 4),
    positionRule('positionOdd', isOdd),
    positionRule('positionEven', isEven),
    sumRule('sumBig', (sum) => sum >= 23),
    sumRule('sumSmall', (sum) => sum <= 22),
    sumRule('sumOdd', isOdd),
    sumRule('sumEven', isEven),
  ],
  board: [
    ['positionBig', 'positionSmall', 'positionOdd', 'positionEven'],
    ['digit'],
    ['sumBig', 'sumSmall', 'sumOdd', 'sumEven'],
  ],
  roomPeriods: [60, 300],
});
