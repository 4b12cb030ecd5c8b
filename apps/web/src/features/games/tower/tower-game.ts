import type { GameDefinition } from '../game-board';
import { TowerBoard } from './tower-board';
import { TowerOptions } from './tower-options';
import { TowerRules } from './tower-rules';

/** Tower in the game frame. */
export const towerGame: GameDefinition = {
  Board: TowerBoard,
  OptionsForm: TowerOptions,
  Rules: TowerRules,
};
