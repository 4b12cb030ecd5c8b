import type { GameDefinition } from '../game-board';
import { ScratchBoard } from './scratch-board';
import { ScratchOptions } from './scratch-options';
import { ScratchRules } from './scratch-rules';

/** Scratch tickets in the game frame: the bet buys the ticket, the board's first scratch opens it. */
export const scratchGame: GameDefinition = {
  Board: ScratchBoard,
  OptionsForm: ScratchOptions,
  Rules: ScratchRules,
};
