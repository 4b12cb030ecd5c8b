import type { ComplianceRules, LimitPeriod } from '@casino/contracts';

import type { Queryable, Tx } from '../db/client.ts';

/**
 * The domain events of the house (DESIGN §1): how a lower module tells the products something without
 * importing them. The module that publishes an event declares nothing here but its payload; the products
 * subscribe at start-up. Subscribers run one after another, awaited, inside the publisher's reach: an event
 * that carries a `tx` runs its subscribers in that transaction (a refusal thrown by one rolls it back), and a
 * `…-ing` event is asked before the fact, so a subscriber refuses it by throwing the refusal (an ApiError).
 */
export interface DomainEvents {
  /** Before a player is created: a subscriber refuses an identity the market's rules keep out. */
  'player.registering': { cpf: string | null; compliance: ComplianceRules };
  /** A player was created, in the registration's transaction. */
  'player.registered': {
    tx: Tx;
    userId: number;
    /** The deposit limit the player chose at sign-up, where the market asks for one. */
    depositLimit: { period: LimitPeriod; minor: bigint } | null;
  };
  /** Before a session opens for a player who proved who they are: a subscriber refuses the login. */
  'player.signing-in': { queryable: Queryable; userId: number; cpf: string | null };
  /** A session opened, in its transaction. */
  'player.signed-in': { tx: Tx; userId: number };
  /** A registration committed: what welcomes a new player (the register promo) runs now, on its own. */
  'player.joined': { userId: number; browserId: string | undefined };
}

export type DomainEventName = keyof DomainEvents;

type Subscriber<Name extends DomainEventName> = (event: DomainEvents[Name]) => Promise<void>;

/** The in-process bus: typed events, subscribers registered by the products at start-up. */
export class DomainEventBus {
  private readonly subscribers = new Map<DomainEventName, Subscriber<never>[]>();

  /** Adds a subscriber; subscribers of one event run in the order they were added. */
  on<Name extends DomainEventName>(name: Name, subscriber: Subscriber<Name>): void {
    const list = this.subscribers.get(name) ?? [];
    list.push(subscriber as Subscriber<never>);
    this.subscribers.set(name, list);
  }

  /** Runs every subscriber of the event, one after another; the first refusal thrown ends it. */
  async publish<Name extends DomainEventName>(name: Name, event: DomainEvents[Name]): Promise<void> {
    for (const subscriber of this.subscribers.get(name) ?? []) {
      await (subscriber as Subscriber<Name>)(event);
    }
  }
}
