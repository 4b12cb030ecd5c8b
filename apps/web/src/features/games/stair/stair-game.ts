import type { GameDefinition } from '../game-board';
import { StairBoard } from './stair-board';
import { StairRules } from './stair-rules';

/** Stair in the game frame (no options: every stair is the same ladder of rising risk). */
export const stairGame: GameDefinition = {
  Board: StairBoard,
  OptionsForm: null,
  Rules: StairRules,
};
