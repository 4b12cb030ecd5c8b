import {
  lotteryChatMessageSchema,
  lotteryTermViewSchema,
  type LotteryChatMessage,
  type LotteryRoomState,
  type LotteryTermView,
} from '@casino/contracts';
import { z } from 'zod';

/** How many finished terms and chat lines the page keeps. */
export const RESULTS_KEPT = 50;
export const MESSAGES_KEPT = 200;

/**
 * Spec §3/§4: each term id triggers its handler once per status. The ledger remembers every
 * `${id}:${status}` handled, so a push repeated by a reconnect, or told again by a state read, does nothing.
 */
export class TermLedger {
  private readonly handled = new Set<string>();

  /** True the first time this term is seen in this status, false every later time. */
  firstTime(term: Pick<LotteryTermView, 'id' | 'status'>): boolean {
    const key = `${term.id}:${term.status}`;
    if (this.handled.has(key)) return false;
    this.handled.add(key);
    return true;
  }

  /** Marks terms already shown (a state read) as handled without handling them. */
  remember(terms: readonly Pick<LotteryTermView, 'id' | 'status'>[]): void {
    for (const term of terms) this.handled.add(`${term.id}:${term.status}`);
  }
}

/** The `lottery_term` push of a game loop: the term just drawn, the one now open and the one after it. */
export const lotteryTermPushSchema = z.object({
  finished: lotteryTermViewSchema,
  term: lotteryTermViewSchema.nullable(),
  next: lotteryTermViewSchema.nullable(),
});
export type LotteryTermPush = z.infer<typeof lotteryTermPushSchema>;

/** Whether a term belongs to the room's game loop (the same game and period length). */
export function isRoomTerm(state: LotteryRoomState, term: LotteryTermView): boolean {
  return term.gameId === state.room.gameId && term.periodSeconds === state.room.periodSeconds;
}

/** The later of two terms of one loop (a read answered before a push must not take the term back). */
const later = (known: LotteryTermView, told: LotteryTermView | null): LotteryTermView =>
  told && told.number >= known.number ? told : known;

/**
 * The room's state after a draw: the finished term leads the results (once), and the current and next
 * terms move on unless the state already knows later ones.
 */
export function applyTermPush(state: LotteryRoomState, push: LotteryTermPush): LotteryRoomState {
  if (!isRoomTerm(state, push.finished)) return state;
  const results = [push.finished, ...state.results.filter((each) => each.id !== push.finished.id)]
    .sort((left, right) => right.number - left.number)
    .slice(0, RESULTS_KEPT);
  // The term that was open is drawn now: never keep showing it as the current one.
  const current = state.term.id === push.finished.id && !push.term ? state.next : state.term;
  return { ...state, results, term: later(current, push.term), next: later(state.next, push.next) };
}

/** The state with a chat line added once (by id), oldest first. */
export function addChatMessage(state: LotteryRoomState, message: LotteryChatMessage): LotteryRoomState {
  if (message.roomId !== state.room.id || state.messages.some((each) => each.id === message.id)) return state;
  const messages = [...state.messages, message]
    .sort((left, right) => left.id - right.id)
    .slice(-MESSAGES_KEPT);
  return { ...state, messages };
}

/** A `lottery_chat` push's line, or null when it is not one. */
export function parseChatPush(data: unknown): LotteryChatMessage | null {
  const parsed = lotteryChatMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** When a state is overdue: its term should have been drawn `graceMs` ago and no push said so. */
export function isOverdue(term: LotteryTermView, now: number, graceMs: number): boolean {
  return now >= term.drawsAt + graceMs;
}
