import type { GameDefinition } from '../game-board';
import { KangarooBoard } from './kangaroo-board';
import { KangarooOptions } from './kangaroo-options';
import { KangarooRules } from './kangaroo-rules';

/** Kangaroo (lane-crossing jumps) in the game frame. */
export const kangarooGame: GameDefinition = {
  Board: KangarooBoard,
  OptionsForm: KangarooOptions,
  Rules: KangarooRules,
};
