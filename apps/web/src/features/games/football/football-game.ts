import type { GameDefinition } from '../game-board';
import { FootballBoard } from './football-board';
import { FootballOptions } from './football-options';
import { FootballRules } from './football-rules';

/** Football (a penalty shoot-out) in the game frame. */
export const footballGame: GameDefinition = {
  Board: FootballBoard,
  OptionsForm: FootballOptions,
  Rules: FootballRules,
};
