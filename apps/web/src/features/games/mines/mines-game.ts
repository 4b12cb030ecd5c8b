import type { GameDefinition } from '../game-board';
import { MinesBoard } from './mines-board';
import { MinesOptions } from './mines-options';
import { MinesRules } from './mines-rules';

/** Mines in the game frame. */
export const minesGame: GameDefinition = {
  Board: MinesBoard,
  OptionsForm: MinesOptions,
  Rules: MinesRules,
};
