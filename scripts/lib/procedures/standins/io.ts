/**
 * Where a stand-in prints what the real program prints. In a process of its own (`docker.mjs`,
 * `curl.mjs`) that is its own standard output and error; when the bench's stand-in server answers
 * the call (./server.ts), the server points both at what it sends back to the caller.
 */
import fs from 'node:fs';

export interface Sinks {
  out(text: string): void;
  err(text: string): void;
}

/** Writes to one of the process's own streams; a reader that went away (`| head`) is no error. */
function toFd(fd: number, text: string): void {
  try {
    if (text) fs.writeSync(fd, text);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPIPE') throw e;
  }
}

const processSinks: Sinks = {out: (text) => toFd(1, text), err: (text) => toFd(2, text)};

/** The sinks in use: the process's streams unless the server has set its own for a call. */
export const sinks: Sinks = {...processSinks};

/** Points the stand-ins' output at `call`'s sinks while `run` runs, then back at the process's streams. */
export function withSinks<T>(call: Sinks, run: () => T): T {
  Object.assign(sinks, call);
  try {
    return run();
  } finally {
    Object.assign(sinks, processSinks);
  }
}
