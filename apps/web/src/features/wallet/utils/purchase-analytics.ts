/** A paid deposit as analytics sees it: spec §9 reports purchases in USD. */
export interface PurchaseEvent {
  orderId: string;
  usdAmount: number;
  /** The player's first deposit. */
  first: boolean;
}

type PurchaseSink = (event: PurchaseEvent) => void;

// No analytics vendor is configured yet: the debug console is the sink until one is.
let sink: PurchaseSink = (event) => console.debug('analytics: purchase', event);

/** Reports one purchase. */
export function reportPurchase(event: PurchaseEvent): void {
  sink(event);
}

/** Replaces where purchases go (an analytics vendor, or a test spy); returns the previous sink. */
export function setPurchaseSink(next: PurchaseSink): PurchaseSink {
  const previous = sink;
  sink = next;
  return previous;
}
