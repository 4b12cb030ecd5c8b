import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

import type { Database, Db } from '../db/client.ts';
import type { CacheBus } from './cache-bus.ts';
import type { Config } from './config.ts';
import type { DomainEventBus } from './domain-events.ts';
import type { AttemptCounter } from './rate-limit.ts';

/**
 * What the modules give each other at start-up, by name. Empty here: each module declares the services it
 * provides where it defines its plugin (`declare module '…/platform/house.ts' { interface Services … }`), so
 * the registry's type is the sum of the modules in the build, and this file knows none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/** A loop a module runs in the background (a game's rounds, the draws, a feed): `main.ts` starts them. */
export interface BackgroundLoop {
  start(): void;
  stop(): Promise<void>;
}

/**
 * A server module's plugin (DESIGN §1): it builds its services from those of the modules before it, provides
 * its own, and registers its routes, loops and background work. `buildApp` runs the plugins in one list.
 */
export interface ServerModule {
  /** The module's folder name. */
  readonly name: string;
  /** The modules whose services this one takes: each must be set up before it (checked at start-up). */
  readonly needs: readonly ServerModule[];
  setup(house: House): void | Promise<void>;
}

/**
 * Test and deployment hooks that are not configuration (a test's own webhook transport, say); each module
 * declares its own, like its services.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface HouseOptions {}

/**
 * The house the modules are set up in: the HTTP server, configuration, database, the shared buses and
 * counters, and the registry where each module provides its services and takes those of lower modules.
 */
export class House {
  private readonly provided: Partial<Services> = {};
  private readonly loopList: { name: string; loop: BackgroundLoop }[] = [];
  private readonly work: { name: string; turn: () => Promise<void> }[] = [];
  private current = 'the house';
  private readonly done = new Set<ServerModule>();

  constructor(
    readonly http: FastifyInstance,
    readonly config: Config,
    readonly database: Database,
    /** Shared counters and fan-out across processes; absent on one process. */
    readonly redis: Redis | undefined,
    readonly events: DomainEventBus,
    readonly cacheBus: CacheBus,
    readonly attempts: AttemptCounter,
    readonly options: HouseOptions = {},
  ) {}

  /** The database outside any transaction. */
  get db(): Db {
    return this.database.db;
  }

  /**
   * Every service provided so far, by name. Asking for one that no earlier module provided is a wiring
   * mistake, told at start-up with both modules' names.
   */
  readonly services: Services = new Proxy(this.provided, {
    get: (target, name: string | symbol) => {
      if (typeof name === 'symbol' || name === 'then' || name === 'toJSON') return undefined;
      if (!(name in target)) {
        throw new Error(`${this.current} needs the service "${name}", which no module before it provided`);
      }
      return target[name as keyof Services];
    },
  }) as Services;

  /** Provides services under their names (each name once). */
  provide(services: Partial<Services>): void {
    for (const name of Object.keys(services)) {
      if (name in this.provided) throw new Error(`${this.current} provides "${name}" a second time`);
    }
    Object.assign(this.provided, services);
  }

  /** A background loop `main.ts` starts; it is stopped before the server closes. */
  addLoop(name: string, loop: BackgroundLoop): void {
    this.loopList.push({ name, loop });
    this.http.addHook('preClose', () => loop.stop());
  }

  /** A step of the worker's turn (webhook deliveries, expiries, sweeps), run in module order. */
  addWork(name: string, turn: () => Promise<void>): void {
    this.work.push({ name, turn });
  }

  /** Runs `module.setup`, naming it in any wiring mistake. */
  async setUp(module: ServerModule): Promise<void> {
    const missing = module.needs.filter((needed) => !this.done.has(needed));
    if (missing.length > 0) {
      throw new Error(
        `module ${module.name} needs ${missing.map((needed) => needed.name).join(', ')} set up first`,
      );
    }
    this.current = `module ${module.name}`;
    await module.setup(this);
    this.current = 'the house';
    this.done.add(module);
  }

  /** The background loops, in the order their modules added them. */
  get loops(): readonly { name: string; loop: BackgroundLoop }[] {
    return this.loopList;
  }

  /** One turn of the background work: every module's steps, in module order. */
  async workerTurn(): Promise<void> {
    for (const step of this.work) await step.turn();
  }
}
