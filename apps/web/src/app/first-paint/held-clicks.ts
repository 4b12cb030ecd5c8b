/** What public/held-clicks.js puts on the window while it holds clicks made on a painted page. */
interface HeldClicksWindow {
  releaseHeldClicks?: () => void;
}

/**
 * Gives the app the clicks made on the server's painted page before it took the page over (held by
 * public/held-clicks.js, loaded by index.html, which looks for the `first-paint` element): called once the
 * app's first render has committed, hydrated or not. A click on a part the app rendered afresh is dropped
 * with its node.
 */
export function releaseHeldClicks(): void {
  (window as HeldClicksWindow).releaseHeldClicks?.();
}
