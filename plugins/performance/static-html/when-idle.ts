/** Runs `run` once the browser is idle or a second has passed; soon, where there are no idle callbacks. */
export const whenIdle: (run: () => void) => number =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, {timeout: 1000})
    : (run) => window.setTimeout(run, 50);

