/**
 * Claims the finder found that no procedure runs and no tie holds, each with the reason.
 */
import type {Left} from './types';

export const left: readonly Left[] = [];
