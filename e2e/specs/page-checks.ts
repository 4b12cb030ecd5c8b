import { test as base, type ConsoleMessage } from '@playwright/test';

// Every spec's pages, checked as they run: a page the server painted must be taken over by the same tree
// (issue 39), so a hydration mismatch fails the test that met it, whatever that test was about. React
// reports a mismatch through hydrateRoot's onRecoverableError (main.tsx logs it with this prefix); a build
// without that hook would still print React's own minified error numbers (production) or its own words.
const HYDRATION_PROBLEM =
  /hydration: the painted page|Minified React error #(418|419|421|422|423|425)\b|Hydration failed/;

export const test = base.extend<{ hydrationProblemsExpected: boolean; hydrationChecked: void }>({
  /** Only for the test that proves this check fires (first-paint.spec.ts). */
  hydrationProblemsExpected: [false, { option: true }],
  hydrationChecked: [
    async ({ context, hydrationProblemsExpected }, use, testInfo) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) {
          problems.push(`${message.location().url}: ${message.text()}`);
        }
      };
      const onError = (error: Error) => {
        if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
      };
      context.on('console', onConsole);
      context.on('weberror', (webError) => onError(webError.error()));
      await use();
      context.off('console', onConsole);
      if (problems.length > 0 && !hydrationProblemsExpected && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`the painted page was not taken over as it was:\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type * from '@playwright/test';
