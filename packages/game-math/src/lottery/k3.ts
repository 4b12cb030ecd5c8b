import {
  countOf,
  defineLotteryGame,
  isEven,
  isOdd,
  strictlyAscending,
  sumOf,
  valueAt,
  type LotteryOutcome,
} from './lottery-game.ts';

/** K3 sum multipliers for sums 3…10; sum s and 21 − s are equally likely, so 11…18 mirror them. */
const K3_SUM_LOW_HUNDREDTHS = [20_736, 6_912, 3_456, 2_074, 1_383, 988, 830, 768];
const K3_SUM_HUNDREDTHS: Readonly<Record<number, number>> = Object.fromEntries(
  K3_SUM_LOW_HUNDREDTHS.flatMap((hundredths, index) => [
    [3 + index, hundredths],
    [18 - index, hundredths],
  ]),
);
const DIE: readonly [number, number] = [1, 6];
const isTriple = (dice: LotteryOutcome): boolean => countOf(dice, valueAt(dice, 0)) === 3;

/** K3: three dice 1–6 a draw; bets on their sum, its size and parity, triples, pairs and runs. */
export const k3 = defineLotteryGame({
  id: 'k3',
  name: 'K3',
  outcomeLength: 3,
  faceMin: 1,
  faceMax: 6,
  feeBasisPoints: 0,
  kinds: [
    {
      kind: 'sum',
      picks: [[3, 18]],
      nominalHundredths: 20_736,
      nominalHundredthsByPick: K3_SUM_HUNDREDTHS,
      wins: (dice, pick) => sumOf(dice) === valueAt(pick, 0),
    },
    // Triples are not excluded from the four even-money kinds: their RTP is 0.96 as it is.
    { kind: 'big', picks: [], nominalHundredths: 192, wins: (dice) => sumOf(dice) >= 11 },
    { kind: 'small', picks: [], nominalHundredths: 192, wins: (dice) => sumOf(dice) <= 10 },
    { kind: 'odd', picks: [], nominalHundredths: 192, wins: (dice) => isOdd(sumOf(dice)) },
    { kind: 'even', picks: [], nominalHundredths: 192, wins: (dice) => isEven(sumOf(dice)) },
    { kind: 'anyTriple', picks: [], nominalHundredths: 3_456, wins: isTriple },
    {
      kind: 'triple',
      picks: [DIE],
      nominalHundredths: 20_736,
      wins: (dice, pick) => countOf(dice, valueAt(pick, 0)) === 3,
    },
    {
      kind: 'pair',
      picks: [DIE, DIE],
      nominalHundredths: 6_912,
      picksAllowed: (pick) => valueAt(pick, 0) !== valueAt(pick, 1),
      wins: (dice, pick) => countOf(dice, valueAt(pick, 0)) === 2 && countOf(dice, valueAt(pick, 1)) === 1,
    },
    {
      kind: 'double',
      picks: [DIE],
      nominalHundredths: 1_383,
      wins: (dice, pick) => countOf(dice, valueAt(pick, 0)) === 2,
    },
    {
      kind: 'threeDifferent',
      picks: [DIE, DIE, DIE],
      nominalHundredths: 3_456,
      picksAllowed: strictlyAscending,
      wins: (dice, pick) => pick.every((face) => countOf(dice, face) === 1),
    },
    {
      kind: 'straight',
      picks: [],
      nominalHundredths: 864,
      wins: (dice) => new Set(dice).size === 3 && Math.max(...dice) - Math.min(...dice) === 2,
    },
    {
      kind: 'twoDifferent',
      picks: [DIE, DIE],
      nominalHundredths: 691,
      picksAllowed: strictlyAscending,
      wins: (dice, pick) => pick.every((face) => dice.includes(face)),
    },
  ],
  board: [
    ['big', 'small', 'odd', 'even'],
    ['sum'],
    ['anyTriple', 'straight'],
    ['triple'],
    ['double'],
    ['pair'],
    ['twoDifferent'],
    ['threeDifferent'],
  ],
  roomPeriods: [60, 180],
});
