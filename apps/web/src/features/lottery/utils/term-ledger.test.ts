import type { LotteryRoomState, LotteryTermView } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { addChatMessage, applyTermPush, isOverdue, TermLedger } from './term-ledger';

const term = (number: number, status: LotteryTermView['status'] = 'NEW'): LotteryTermView => ({
  id: number,
  gameId: 'wingo',
  periodSeconds: 60,
  number,
  label: `L${number}`,
  status,
  opensAt: number * 60_000,
  closesAt: (number + 1) * 60_000 - 5_000,
  drawsAt: (number + 1) * 60_000,
  seedHash: 'h',
  seed: status === 'FINISHED' ? 's' : null,
  betsDigest: status === 'FINISHED' ? 'd' : null,
  beaconRound: null,
  beaconRandomness: null,
  outcome: status === 'FINISHED' ? [7] : null,
});

const state = (): LotteryRoomState => ({
  room: {
    id: 1,
    gameId: 'wingo',
    periodSeconds: 60,
    name: 'Win Go 1 min',
    enabled: true,
    sortOrder: 0,
    online: 3,
  },
  term: term(10),
  next: term(11),
  results: [term(9, 'FINISHED')],
  messages: [],
  myBets: [],
  serverTime: 0,
});

describe('the term ledger', () => {
  it('handles each term id once per status', () => {
    const ledger = new TermLedger();
    expect(ledger.firstTime(term(10))).toBe(true);
    expect(ledger.firstTime(term(10))).toBe(false);
    expect(ledger.firstTime(term(10, 'FINISHED'))).toBe(true);
    expect(ledger.firstTime(term(10, 'FINISHED'))).toBe(false);
  });

  it('does not handle again what a state read already showed', () => {
    const ledger = new TermLedger();
    ledger.remember([term(9, 'FINISHED')]);
    expect(ledger.firstTime(term(9, 'FINISHED'))).toBe(false);
  });
});

describe('a draw push', () => {
  it('leads the results with the finished term once and moves the terms on', () => {
    const push = { finished: term(10, 'FINISHED'), term: term(11), next: term(12) };
    const once = applyTermPush(state(), push);
    const twice = applyTermPush(once, push);
    expect(twice.results.map((each) => each.id)).toEqual([10, 9]);
    expect(twice.term.id).toBe(11);
    expect(twice.next.id).toBe(12);
  });

  it('never takes the current term back in time', () => {
    const ahead = { ...state(), term: term(12), next: term(13) };
    const late = applyTermPush(ahead, { finished: term(10, 'FINISHED'), term: term(11), next: term(12) });
    expect(late.term.id).toBe(12);
    expect(late.results[0]?.id).toBe(10);
  });

  it('ignores another loop', () => {
    const other = { ...term(10, 'FINISHED'), periodSeconds: 180 };
    expect(applyTermPush(state(), { finished: other, term: null, next: null })).toEqual(state());
  });
});

describe('chat lines', () => {
  it('are added once by id, in order', () => {
    const line = {
      id: 5,
      roomId: 1,
      player: 'amy',
      vipLevel: 0,
      kind: 'text' as const,
      text: 'hi',
      bet: null,
      createdAt: 0,
    };
    const once = addChatMessage(state(), line);
    expect(addChatMessage(once, line).messages).toHaveLength(1);
    expect(addChatMessage(once, { ...line, id: 4 }).messages.map((each) => each.id)).toEqual([4, 5]);
    expect(addChatMessage(state(), { ...line, roomId: 2 }).messages).toHaveLength(0);
  });
});

describe('an overdue term', () => {
  it('is one whose draw passed the grace without a push', () => {
    expect(isOverdue(term(10), term(10).drawsAt + 2_999, 3_000)).toBe(false);
    expect(isOverdue(term(10), term(10).drawsAt + 3_000, 3_000)).toBe(true);
  });
});
