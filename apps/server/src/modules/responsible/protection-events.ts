import type { DomainEventBus } from '../../platform/domain-events.ts';
import type { PlayerProtection } from './player-protection.ts';

/**
 * Responsible gaming hears of logins and registrations without the identity modules knowing it: a
 * time-out, a self-exclusion or the national list refuses them, and a new session starts the reality
 * check's clock (a new player's with the deposit limit chosen at sign-up).
 */
export function subscribeProtection(events: DomainEventBus, protection: PlayerProtection): void {
  events.on('player.registering', ({ cpf, compliance }) => protection.admitIdentity(cpf, compliance));
  events.on('player.registered', ({ tx, userId, depositLimit }) =>
    protection.startRegistered(tx, userId, depositLimit),
  );
  events.on('player.signing-in', ({ queryable, userId, cpf }) =>
    protection.admitLogin(queryable, { id: userId, cpf }),
  );
  events.on('player.signed-in', ({ tx, userId }) => protection.startSession(tx, userId));
}
