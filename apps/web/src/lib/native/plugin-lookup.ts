/**
 * Finding a Capacitor plugin the wrapper registers. Capacitor's native bridge script defines
 * `window.Capacitor.Plugins` once the web view has injected it, which may be after the site's first
 * script ran; callers therefore look again every `retryMs` until the plugin shows up (spec §9).
 */

/** What the wrapper's Capacitor runtime puts on `window` (only the parts the site reads). */
export interface CapacitorGlobal {
  /** The registered plugins by name; each method answers a promise. */
  Plugins?: Record<string, unknown>;
}

/** Answers the plugin named `name` if it is registered now, else undefined. */
export type PluginLookup = (name: string) => unknown;

/** The lookup on this page's `window.Capacitor`. */
export const lookupWindowPlugin: PluginLookup = (name) => {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  return capacitor?.Plugins?.[name];
};

/** How waitForPlugin looks. */
export interface PluginWait {
  /** Finds the plugin if it is there now. */
  lookup: PluginLookup;
  /** Pause between looks. */
  retryMs: number;
  /** Give up after this long and answer null. */
  timeoutMs: number;
}

/**
 * The plugin `name` once it is registered, looking at once and then every `retryMs`; null when it has not
 * appeared within `timeoutMs`.
 */
export function waitForPlugin<TPlugin>(name: string, wait: PluginWait): Promise<TPlugin | null> {
  return new Promise((resolve) => {
    let waitedMs = 0;
    const look = () => {
      const plugin = wait.lookup(name);
      if (plugin) return resolve(plugin as TPlugin);
      if (waitedMs >= wait.timeoutMs) return resolve(null);
      waitedMs += wait.retryMs;
      setTimeout(look, wait.retryMs);
    };
    look();
  });
}

/** `work`'s answer, or `fallback` when it has not answered within `limitMs` (or failed). */
export function withinMs<T>(work: Promise<T>, limitMs: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), limitMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
