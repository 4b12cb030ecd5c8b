import { describe, expect, it } from 'vitest';

import { handlingDelayMs, parseSocketMessage } from './socket-message';

describe('incoming socket messages', () => {
  it('accepts the message and its data as objects or JSON strings', () => {
    expect(parseSocketMessage('game-data', { type: 'game_data', data: { round: 1 } })).toEqual({
      type: 'game_data',
      data: { round: 1 },
    });
    expect(
      parseSocketMessage('game-data', JSON.stringify({ type: 'game_data', data: '{"round":2}' })),
    ).toEqual({ type: 'game_data', data: { round: 2 } });
    expect(parseSocketMessage('balance', { type: 'balance', balance: 12.5 })).toEqual({
      type: 'balance',
      balance: 12.5,
    });
  });

  it('drops what fails the contracts schemas', () => {
    expect(parseSocketMessage('balance', { balance: 1 })).toBeNull();
    expect(parseSocketMessage('balance', { type: 'balance', balance: 'lots' })).toBeNull();
    expect(parseSocketMessage('balance', 'not json')).toBeNull();
    expect(parseSocketMessage('event', { type: 'event', data: { extra: {} } })).toBeNull();
    expect(parseSocketMessage('event', { type: 'event', data: '{"event":"PROMO"}' })).toEqual({
      type: 'event',
      data: { event: 'PROMO' },
    });
  });

  it('holds a message for its delaySeconds', () => {
    expect(handlingDelayMs({ type: 'balance' })).toBe(0);
    expect(handlingDelayMs({ type: 'balance', delaySeconds: 2.5 })).toBe(2_500);
  });
});
