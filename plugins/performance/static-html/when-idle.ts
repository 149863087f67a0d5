/** Runs `run` once the browser is idle or a second has passed; soon, where there are no idle callbacks. */
export const whenIdle: (run: () => void) => number =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, {timeout: 1000})
    : (run) => window.setTimeout(run, 50);

/** Cancels a run that `whenIdle` scheduled. */
export const cancelIdle = (handle: number): void =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle);
