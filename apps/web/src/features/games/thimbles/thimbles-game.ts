import type { GameDefinition } from '../game-board';
import { ThimblesBoard } from './thimbles-board';
import { ThimblesOptions } from './thimbles-options';
import { ThimblesRules } from './thimbles-rules';

/** Thimbles (three cups, chained levels, paid on a completed chain) in the game frame. */
export const thimblesGame: GameDefinition = {
  Board: ThimblesBoard,
  OptionsForm: ThimblesOptions,
  Rules: ThimblesRules,
};
