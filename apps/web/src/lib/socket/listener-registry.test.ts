import type { SocketMessage } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ListenerRegistry } from './listener-registry';

let registry: ListenerRegistry;
let seen: string[];
const record =
  (name: string) =>
  (message: SocketMessage): void =>
    void seen.push(`${name}:${JSON.stringify(message.data ?? message.balance ?? null)}`);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  registry = new ListenerRegistry();
  seen = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('socket listener registry', () => {
  it('hands a message only to the handlers of its channel and event', () => {
    registry.add('push', 'balance', record('push-balance'));
    registry.add('module', 'balance', record('module-balance'));
    registry.add('module', 'game-data', record('game'));
    registry.deliver('push', 'balance', { type: 'balance', balance: 5 });
    registry.deliver('module', 'game-data', '{"type":"game_data","data":"{\\"round\\":3}"}');
    expect(seen).toEqual(['push-balance:5', 'game:{"round":3}']);
    expect(registry.count('push')).toBe(1);
    expect(registry.count('module')).toBe(2);
  });

  it('drops what fails the schema, and holds a message for its delaySeconds', () => {
    registry.add('push', 'event', record('event'));
    registry.deliver('push', 'event', { type: 'event', data: { extra: {} } });
    expect(seen).toEqual([]);
    registry.deliver('push', 'event', { type: 'event', delaySeconds: 2, data: { event: 'LATER' } });
    vi.advanceTimersByTime(1_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['event:{"event":"LATER"}']);
  });

  it('keeps delivering when one handler throws, and forgets removed handlers', () => {
    const remove = registry.add('push', 'balance', () => {
      throw new Error('broken handler');
    });
    registry.add('push', 'balance', record('second'));
    registry.deliver('push', 'balance', { type: 'balance', balance: 1 });
    expect(seen).toEqual(['second:1']);
    remove();
    expect(registry.count('push')).toBe(1);
  });
});
