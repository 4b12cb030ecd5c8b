import { defineLotteryGame, valueAt, type LotteryOutcome, type LotteryRule } from './lottery-game.ts';

type WinGoColour = 'red' | 'green' | 'violet';
/** Win Go's colours by digit: 0 and 5 are also violet, which is why their red and green bets pay less. */
const WIN_GO_COLOURS: readonly (readonly WinGoColour[])[] = [
  ['red', 'violet'],
  ['green'],
  ['red'],
  ['green'],
  ['red'],
  ['green', 'violet'],
  ['red'],
  ['green'],
  ['red'],
  ['green'],
];

/** Win Go's colours of a digit (0 red+violet, 5 green+violet, 1,3,7,9 green, 2,4,6,8 red), for display. */
export function winGoColours(digit: number): ('red' | 'green' | 'violet')[] {
  return [...(WIN_GO_COLOURS[digit] ?? [])];
}

/** A red or green bet: paid in full on its pure digits, partially on the one it shares with violet. */
function colourRule<const Colour extends 'red' | 'green'>(colour: Colour): LotteryRule<Colour> {
  const coloursOf = (outcome: LotteryOutcome) => WIN_GO_COLOURS[valueAt(outcome, 0)] ?? [];
  return {
    kind: colour,
    picks: [],
    nominalHundredths: 200,
    partialHundredths: 150,
    wins: (outcome) => coloursOf(outcome).includes(colour) && !coloursOf(outcome).includes('violet'),
    winsPartially: (outcome) => coloursOf(outcome).includes(colour) && coloursOf(outcome).includes('violet'),
  };
}

/** Win Go: one digit 0–9 a draw; bets on the digit, big or small, and its colour. */
export const wingo = defineLotteryGame({
  id: 'wingo',
  name: 'Win Go',
  outcomeLength: 1,
  faceMin: 0,
  faceMax: 9,
  feeBasisPoints: 200,
  kinds: [
    {
      kind: 'number',
      picks: [[0, 9]],
      nominalHundredths: 900,
      wins: (outcome, pick) => valueAt(outcome, 0) === valueAt(pick, 0),
    },
    { kind: 'big', picks: [], nominalHundredths: 200, wins: (outcome) => valueAt(outcome, 0) >= 5 },
    { kind: 'small', picks: [], nominalHundredths: 200, wins: (outcome) => valueAt(outcome, 0) <= 4 },
    colourRule('green'),
    colourRule('red'),
    {
      kind: 'violet',
      picks: [],
      nominalHundredths: 450,
      wins: (outcome) => (WIN_GO_COLOURS[valueAt(outcome, 0)] ?? []).includes('violet'),
    },
  ],
  board: [['green', 'violet', 'red'], ['number'], ['big', 'small']],
  roomPeriods: [60, 180, 300, 600],
});
