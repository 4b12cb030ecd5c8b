import { describe, expect, it } from 'vitest';

import {
  LOTTERY_PERIODS,
  muteRequestOf,
  parseBannedWords,
  roomDraftOf,
  roomRequestOf,
} from './lottery-forms';

describe('parseBannedWords', () => {
  it('reads one word a line, trimmed, without blanks or repeats in any case', () => {
    expect(parseBannedWords(' spam \n\nScam\r\nSPAM\nscam\n')).toEqual({ words: ['spam', 'Scam'] });
    expect(parseBannedWords('')).toEqual({ words: [] });
  });

  it('names the first word out of bounds', () => {
    expect(parseBannedWords('ok\nx\nfine')).toEqual({ error: 'tooShort', word: 'x' });
    expect(parseBannedWords(`ok\n${'a'.repeat(41)}`)).toEqual({ error: 'tooLong', word: 'a'.repeat(41) });
  });

  it('refuses more than 500 words', () => {
    const text = Array.from({ length: 501 }, (_, index) => `word${index}`).join('\n');
    expect(parseBannedWords(text)).toEqual({ error: 'tooMany' });
  });
});

describe('muteRequestOf', () => {
  it('makes the request from the typed fields', () => {
    expect(muteRequestOf({ userId: ' 42 ', minutes: '60', reason: '  abuse in chat ' })).toEqual({
      request: { userId: 42, minutes: 60, reason: 'abuse in chat' },
    });
  });

  it('flags every field the server would refuse', () => {
    expect(muteRequestOf({ userId: '0', minutes: '1.5', reason: 'no' })).toEqual({
      errors: { userId: 'playerId', minutes: 'minutes', reason: 'reason' },
    });
    expect(muteRequestOf({ userId: '7', minutes: String(60 * 24 * 365 + 1), reason: 'spam' }).errors).toEqual(
      {
        minutes: 'minutes',
      },
    );
  });
});

describe('rooms', () => {
  it('offers the period lengths the contracts accept', () => {
    expect(LOTTERY_PERIODS).toEqual([60, 180, 300, 600]);
  });

  it('starts an existing room from its values and its sort order, a new one after the list', () => {
    const room = {
      id: 3,
      gameId: 'k3' as const,
      periodSeconds: 180,
      name: 'K3 fast',
      enabled: false,
      sortOrder: 40,
      online: 9,
    };
    expect(roomDraftOf(room, 2)).toEqual({
      gameId: 'k3',
      periodSeconds: 180,
      name: 'K3 fast',
      enabled: false,
      position: '40',
    });
    expect(roomDraftOf(undefined, 5).position).toBe('5');
  });

  it('sends a trimmed name and the position as sort order, or says what is wrong', () => {
    const draft = roomDraftOf(undefined, 4);
    expect(roomRequestOf({ ...draft, name: ' Win Go 1 ' })).toEqual({
      request: { gameId: 'wingo', periodSeconds: 60, name: 'Win Go 1', enabled: true, sortOrder: 4 },
    });
    expect(roomRequestOf({ ...draft, name: ' ', position: '-1' })).toEqual({
      errors: { name: 'name', position: 'position' },
    });
  });
});
