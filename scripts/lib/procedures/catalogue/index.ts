/**
 * The catalogue of procedures, one file per part of the site. Each entry's id is what the page's
 * blocks name in `run="…"`; `after` lists the procedures a reader has followed before (a running
 * default stack is `quick-start/computer`).
 */
import {builder} from './builder';
import {gettingStarted} from './getting-started';
export {journeys} from './journeys';
import {resources} from './resources';
import {services} from './services';
import type {Procedure} from './types';

export type {Expectation, ExpectationContext, Journey, JourneyStep, Procedure} from './types';
export {logLines} from './shared';

/** What a reader types for a placeholder the pages use, unless a procedure says otherwise. */
export const placeholders: Readonly<Record<string, string>> = {
  '<user>': 'reader',
  '<vm-address>': '203.0.113.10',
  '<new-password>': 'n3w-Passw0rd',
  '<current-password>': 'seiling123',
};

export const catalogue: readonly Procedure[] = [...gettingStarted, ...builder, ...services, ...resources];
