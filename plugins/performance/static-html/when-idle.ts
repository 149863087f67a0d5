/**
 * Runs `run` once the browser is idle: `requestIdleCallback`, with a timeout so that a page that
 * is never idle still gets there, and a short timer where the browser has no idle callbacks
 * (Safari). Returns a handle for `cancelIdle`.
 */
export const whenIdle: (run: () => void) => number =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, {timeout: 1000})
    : (run) => window.setTimeout(run, 50);

/** Cancels a run that `whenIdle` scheduled. */
export const cancelIdle = (handle: number): void =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle);
