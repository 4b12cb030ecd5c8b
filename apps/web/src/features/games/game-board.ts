import type { BetView, GameTerms } from '@casino/contracts';
import type { ComponentType } from 'react';

/** A round option sent with the bet besides betAmount: mines count, difficulty, tier, balls, levels. */
export type GameOptions = Record<string, string | number>;

/** What the frame gives every game board. */
export interface GameBoardProps {
  /** The round on screen (open, or the last one finished), or null before the first bet. */
  bet: BetView | null;
  /** A call is on its way: the board ignores clicks and shows no new move until it answers. */
  busy: boolean;
  /** True while a round is open and the player may move. */
  canMove: boolean;
  /** The player chose a tile, column, zone or cup (0-based); the frame sends the move. */
  onMove: (spot: number) => void;
  /** The options the next bet will be placed with (what the board shows before the first bet). */
  options: GameOptions;
  /** The declared RTP in percent (97 = 97 %), for the board's multiplier ladder. */
  rtp: number;
  /**
   * A board that uncovers a settled round bit by bit (scratch) calls this once the whole outcome is on
   * screen; until then the frame keeps the result, the win and the new balance back.
   */
  onRevealed?: () => void;
}

/** What the frame gives a game's options form (shown beside the bet amount, locked while a round is open). */
export interface GameOptionsFormProps {
  /** The options chosen now. */
  options: GameOptions;
  /** Replaces one option. */
  onChange: (name: string, value: string | number) => void;
  /** A round is open: options cannot change until it ends. */
  disabled: boolean;
}

/** What the frame gives a game's rules (shown in the rules popup, with the pay table). */
export interface GameRulesProps {
  /** The options chosen now, so the pay table matches what the player is about to play. */
  options: GameOptions;
  /** The game's terms (RTP, limits). */
  terms: GameTerms | undefined;
}

/**
 * One game as the frame draws it. What the game is (its options and their defaults, whether it cashes
 * out, how it moves) is its manifest in @casino/game-math, not restated here.
 */
export interface GameDefinition {
  /** The board: draws the round and turns clicks and keys into onMove. */
  Board: ComponentType<GameBoardProps>;
  /** The game's own bet options; null when it has none. */
  OptionsForm: ComponentType<GameOptionsFormProps> | null;
  /** The rules and pay table in the rules popup. */
  Rules: ComponentType<GameRulesProps>;
}
