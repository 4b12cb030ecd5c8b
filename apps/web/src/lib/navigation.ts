/**
 * Full-page navigations, behind one object so that tests can observe them (jsdom cannot navigate) and so
 * that every place that leaves the single-page app is easy to find.
 */
export const pageNavigator = {
  /** Loads `url` as a new page (start-up runs again, e.g. for /repair). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Replaces the current history entry with `url`. */
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
