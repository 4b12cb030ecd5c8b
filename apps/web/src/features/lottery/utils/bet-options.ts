import {
  allSelections,
  exactRtp,
  LOTTERY_GAME_IDS,
  LOTTERY_GAMES,
  maxPaidHundredths,
  type LotteryGameId,
  type LotterySelection,
} from '@casino/game-math';

/** One button of the bet panel: a selection and the multiplier it pays when it wins. */
export interface LotteryOption {
  selection: LotterySelection;
  /** The best multiplier paid, after the fee (e.g. 1.96). */
  multiplier: number;
  /** `lottery-option-big`, `lottery-option-number-7`, `lottery-option-digit-0-3`. */
  testId: string;
}

/**
 * How the bet panel arranges each game's kinds, row by row (commercial rooms' order), as each game's
 * definition declares it: the options, their picks and multipliers all come from the game's pay table,
 * and a test checks that every kind of the table appears exactly once.
 */
export const BOARD_ROWS: Readonly<Record<LotteryGameId, readonly (readonly string[])[]>> = Object.fromEntries(
  LOTTERY_GAME_IDS.map((gameId) => [gameId, LOTTERY_GAMES[gameId].board]),
) as Record<LotteryGameId, readonly (readonly string[])[]>;

/** 5D's position kinds take the position (A–E) as their first pick; the panel shows it as tabs. */
export const POSITION_NAMES = ['A', 'B', 'C', 'D', 'E'] as const;

/** Whether a kind's first pick is a 5D position (so the panel filters it by the chosen position tab). */
export function isPositionKind(gameId: LotteryGameId, kind: string): boolean {
  if (gameId !== '5d') return false;
  const first = LOTTERY_GAMES[gameId].kinds.find((each) => each.kind === kind)?.picks[0];
  return first?.[0] === 0 && first[1] === POSITION_NAMES.length - 1;
}

export const optionTestId = (selection: LotterySelection): string =>
  ['lottery-option', selection.kind, ...selection.pick].join('-');

/** Every option of a kind, in pay-table order. */
export function optionsOf(gameId: LotteryGameId, kind: string): LotteryOption[] {
  return allSelections(gameId)
    .filter((selection) => selection.kind === kind)
    .map((selection) => ({
      selection,
      multiplier: maxPaidHundredths(gameId, selection) / 100,
      testId: optionTestId(selection),
    }));
}

/** The options of a kind shown under the chosen 5D position (all of them for other kinds). */
export function optionsAt(gameId: LotteryGameId, kind: string, position: number): LotteryOption[] {
  const options = optionsOf(gameId, kind);
  return isPositionKind(gameId, kind)
    ? options.filter((option) => option.selection.pick[0] === position)
    : options;
}

/** A pay-table row for the rules sheet: the range of multipliers and exact RTPs over a kind's picks. */
export interface PayTableRow {
  kind: string;
  minMultiplier: number;
  maxMultiplier: number;
  minRtp: number;
  maxRtp: number;
}

/** Every kind of a game with its paid multipliers and exact RTP (by enumerating every outcome). */
export function payTable(gameId: LotteryGameId): PayTableRow[] {
  return LOTTERY_GAMES[gameId].kinds.map(({ kind }) => {
    const selections = allSelections(gameId).filter((selection) => selection.kind === kind);
    // Position kinds pay the same at every position: one position tells the RTP of all five.
    const measured = isPositionKind(gameId, kind)
      ? selections.filter((selection) => selection.pick[0] === 0)
      : selections;
    const multipliers = selections.map((selection) => maxPaidHundredths(gameId, selection) / 100);
    const rtps = measured.map((selection) => exactRtp(gameId, selection));
    return {
      kind,
      minMultiplier: Math.min(...multipliers),
      maxMultiplier: Math.max(...multipliers),
      minRtp: Math.min(...rtps),
      maxRtp: Math.max(...rtps),
    };
  });
}

/** The language-pack key of a kind: `anyTriple` → LOTTERY_KIND_ANY_TRIPLE. */
export const kindKey = (kind: string): string =>
  `LOTTERY_KIND_${kind.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;

/** K3 kinds whose pick names a face that repeats on the dice: a triple of 4 reads "4 4 4". */
const K3_REPEATS: Record<string, (pick: readonly number[]) => number[]> = {
  triple: ([face = 0]) => [face, face, face],
  double: ([face = 0]) => [face, face],
  pair: ([twice = 0, once = 0]) => [twice, twice, once],
};

/** The picks of a selection as shown on a button or a bet card (the 5D position as its letter). */
export function pickText(gameId: LotteryGameId, selection: LotterySelection): string {
  const faces = K3_REPEATS[selection.kind];
  if (gameId === 'k3' && faces) return faces(selection.pick).join(' ');
  if (!isPositionKind(gameId, selection.kind)) return selection.pick.join(' ');
  const [position = 0, ...rest] = selection.pick;
  return [POSITION_NAMES[position] ?? '', ...rest].join(' ');
}

/**
 * What a bet is on, as a bet card, the bet sheet and the bet's record name it: the kind in words and
 * its picks ("Big", "Number 7", "Pair 2 2 5"). `t` translates a language-pack key.
 */
export function selectionName(
  t: (key: string) => string,
  gameId: LotteryGameId,
  selection: LotterySelection,
): string {
  return [t(kindKey(selection.kind)), pickText(gameId, selection)].filter(Boolean).join(' ');
}
