/**
 * One realtime connection (spec §4 "Realtime connection", §9 timers), written against small ports so its
 * rules can be tested without a server: an init call gives the token (none = the socket is not opened), the
 * socket is opened with it, a token the server refuses is renewed with a fresh init, and a channel that
 * carries module rooms runs the module sync loop — first turn 1 s after opening, then one turn every
 * 100 ms — which re-joins whenever the wanted module set differs from the joined one (a reconnect forgets
 * what was joined, so it re-joins too). A different user means a different socket: the channel reopens.
 */

/** The socket as the channel uses it; realtime-client.ts adapts socket.io-client to it. */
export interface ChannelSocket {
  /** Whether the socket is connected now. */
  connected(): boolean;
  /** Called on every (re)connect. */
  onConnect(listener: () => void): void;
  /** Called when a connect attempt fails; `message` is the server's refusal ("unauthorized") or the transport's. */
  onConnectError(listener: (message: string) => void): void;
  /** Called for every incoming event. */
  onMessage(listener: (event: string, payload: unknown) => void): void;
  /** Sends the join token (socket event `join`). */
  emitJoin(token: string): void;
  /** Connects again presenting a new init token. */
  reconnect(token: string): void;
  /** Closes for good and drops every listener. */
  close(): void;
}

/** What the channel needs from the outside world. */
export interface ChannelPorts {
  /** POST /api/sockmsg/init: the token, or null when the answer's status is not 0. */
  init(): Promise<string | null>;
  /** POST /api/sockmsg/join: the join token for these modules, or null when refused. */
  join(modules: string[]): Promise<string | null>;
  /** Opens a socket presenting `token`. */
  openSocket(token: string): ChannelSocket;
  /** Hands an incoming event on. */
  deliver(event: string, payload: unknown): void;
  /** Reports a problem the channel carries on after. */
  log(message: string, error?: unknown): void;
}

/** How a channel behaves. */
export interface ChannelConfig {
  /** For logs. */
  name: string;
  /** Runs the module sync loop (the realtime-module channel); the push channel needs no rooms but its user's. */
  joinsModules: boolean;
  /** Wait before asking for a new token after the server refused one, ms. */
  retryDelayMs: number;
  /** How many refused tokens in a row are renewed before giving up. */
  maxRetries: number;
}

/** Spec §9: module sync loop, 100 ms per turn, the first sync after 1 s. */
export const FIRST_SYNC_DELAY_MS = 1_000;
export const SYNC_TURN_MS = 100;

/** The server's answer when the handshake token is missing, forged or expired. */
const REFUSED = 'unauthorized';

export class RealtimeChannel {
  private socket: ChannelSocket | null = null;
  /** Bumped by every open and close: async work of an older generation is dropped when it returns. */
  private generation = 0;
  /** The user the channel is open for (their token, '' for a visitor), or null when closed. */
  private userKey: string | null = null;
  private wanted: string[] = [];
  /** The module set the server last accepted as a joined key, or null when nothing is joined on this socket. */
  private joinedKey: string | null = null;
  private syncTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;

  constructor(
    private readonly config: ChannelConfig,
    private readonly ports: ChannelPorts,
  ) {}

  /** Opens the channel for this user (their token, '' for a visitor); another user reopens it. */
  openFor(userKey: string): void {
    if (this.userKey === userKey) return;
    this.close();
    this.userKey = userKey;
    void this.open(this.generation);
  }

  /** The module rooms this channel should be in; the sync loop catches up within a turn. */
  setModules(modules: readonly string[]): void {
    this.wanted = [...new Set(modules)].sort();
  }

  /** Whether the channel is open (or opening) for someone. */
  isOpen(): boolean {
    return this.userKey !== null;
  }

  /** Closes the socket and stops every timer. */
  close(): void {
    this.generation += 1;
    clearTimeout(this.syncTimer);
    clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
    this.joinedKey = null;
    this.userKey = null;
    this.retries = 0;
  }

  private async open(generation: number): Promise<void> {
    const token = await this.initToken();
    if (generation !== this.generation) return;
    // Spec §8: a non-zero init status means the socket is not opened.
    if (!token) return;
    const socket = this.ports.openSocket(token);
    this.socket = socket;
    socket.onConnect(() => {
      this.retries = 0;
      this.joinedKey = null;
    });
    socket.onConnectError((message) => {
      if (message === REFUSED) this.renewToken(generation, socket);
    });
    socket.onMessage((event, payload) => this.ports.deliver(event, payload));
    if (this.config.joinsModules) this.scheduleSync(FIRST_SYNC_DELAY_MS, generation);
  }

  private async initToken(): Promise<string | null> {
    try {
      return await this.ports.init();
    } catch (error) {
      this.ports.log(`${this.config.name}: init failed`, error);
      return null;
    }
  }

  /** The server refused our token (it expired while we were away): a fresh init, then connect again. */
  private renewToken(generation: number, socket: ChannelSocket): void {
    this.retries += 1;
    if (this.retries > this.config.maxRetries) {
      this.ports.log(`${this.config.name}: the server keeps refusing the socket, giving up`);
      return;
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      void this.initToken().then((token) => {
        if (token && generation === this.generation) socket.reconnect(token);
      });
    }, this.config.retryDelayMs);
  }

  private scheduleSync(delayMs: number, generation: number): void {
    this.syncTimer = setTimeout(() => void this.syncTurn(generation), delayMs);
  }

  /** One turn of the module sync loop; a failing turn is logged and the loop carries on (spec §8). */
  private async syncTurn(generation: number): Promise<void> {
    try {
      await this.syncModules(generation);
    } catch (error) {
      this.ports.log(`${this.config.name}: module sync failed`, error);
    }
    if (generation === this.generation) this.scheduleSync(SYNC_TURN_MS, generation);
  }

  private async syncModules(generation: number): Promise<void> {
    const socket = this.socket;
    if (!socket?.connected()) return;
    const modules = this.wanted;
    const key = modules.join(',');
    if (key === this.joinedKey) return;
    const token = await this.ports.join(modules);
    if (generation !== this.generation || socket !== this.socket) return;
    // Spec §8: a refused join is not retried; the next change of the module set (or a reconnect) tries again.
    this.joinedKey = key;
    if (token) socket.emitJoin(token);
    else this.ports.log(`${this.config.name}: join refused for [${key}]`);
  }
}
