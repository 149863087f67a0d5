/**
 * What a procedure is: what it builds on and what must hold when a reader has followed it. The
 * commands themselves are never in the catalogue: they are the page's own blocks, marked
 * `run="<id>"` in the page's source (blocks.ts). Every `says` is text the page itself carries
 * (tokens resolved), so a page that changes its words fails until its entry follows.
 */
import type {Block} from '../blocks';
import type {BlockRun} from '../run';
import type {Model} from '../standins/docker-model';
import type {Answer} from '../standins/terminal';
import type {Platform, World} from '../world';

export interface ExpectationContext {
  readonly world: World;
  readonly cwd: string;
  readonly model: Model;
  readonly steps: readonly {readonly block: Block; readonly run: BlockRun}[];
}

export type Expectation = (
  /**
   * Output the page quotes in its prose: lines of the procedure's `step` (1 is its first block on
   * its page). `part`: each quoted line is part of an output line (a box's title without its borders).
   */
  | {
      readonly kind: 'output';
      readonly step: number;
      readonly says: string;
      readonly ends?: boolean;
      readonly part?: boolean;
      readonly vary?: readonly string[];
    }
  /** Exactly these containers run at the end. */
  | {readonly kind: 'running'; readonly containers: readonly string[]; readonly says?: string}
  | {readonly kind: 'count'; readonly running: number; readonly says: string}
  /** A file of the reader's folder at the end. */
  | {readonly kind: 'file'; readonly file: string; readonly has?: readonly string[]; readonly lacks?: readonly string[]; readonly mode?: number; readonly says?: string}
  /** The stand-ins' record has a call matching `pattern` (`times` of them, when given). */
  | {readonly kind: 'called'; readonly pattern: string; readonly times?: number; readonly says: string}
  /**
   * Exactly these `address:port`s are published by running containers (`0.0.0.0` for every
   * interface), as the docker stand-in's model holds them.
   */
  | {readonly kind: 'listening'; readonly addresses: readonly string[]; readonly says?: string}
  /**
   * The tracked files of the checkout `checkout` (below the home folder) that differ from its last
   * commit, content or mode, are exactly those these globs match, each glob matching one at least.
   */
  | {readonly kind: 'changed'; readonly checkout: string; readonly files: readonly string[]; readonly says?: string}
  | {readonly kind: 'custom'; readonly says: string; readonly check: (context: ExpectationContext) => string | null}
) & {
  /** The platforms it holds on, where the pages say the two differ; both when absent. */
  readonly platforms?: readonly Platform[];
};

export interface Procedure {
  readonly id: string;
  /** The page that holds its steps and its claims, as a doc id. */
  readonly page: string;
  /** The platforms whose readers the pages send here; both when absent. */
  readonly platforms?: readonly Platform[];
  /** Procedures followed first, in the same world (their differences count too). */
  readonly after?: readonly string[];
  /** Where this procedure starts, below the home folder, when not where `after` left off. */
  readonly cwd?: string;
  /**
   * Shell run by the harness before the first step: the problem a fix is for, or what happened
   * meanwhile (`toolkit-upstream-commit`, world.ts). It runs as the reader's user, with `sudo`
   * for what is root's (the stand-ins' daemon state under `$STANDIN_STATE`), starts where
   * the reader stands and may leave programs in `$EXTRA_BIN`, first on `PATH`.
   */
  readonly setup?: string;
  /** Values a reader types for the page's `<placeholders>`. */
  readonly placeholders?: Readonly<Record<string, string>>;
  /**
   * Steps are numbered from 1 in page order, counting only this procedure's own blocks. What the
   * reader types into a step, by step number.
   */
  readonly stdin?: Readonly<Record<number, string>>;
  /**
   * Steps the reader runs at a terminal, by step number, with the questions it asks them in
   * order and what they type: the step runs under a pseudo-terminal (script(1)), and each answer
   * is typed once its question shows. A question left without an answer stops the step with exit
   * 99; an answer whose question never comes is a difference.
   */
  readonly terminal?: Readonly<Record<number, readonly Answer[]>>;
  /** The exit status a step ends with in this procedure, where it differs from its block's `exit=`. */
  readonly exits?: Readonly<Record<number, number>>;
  /** Steps where a failing command is what the page describes. */
  readonly failuresAllowed?: readonly number[];
  readonly expect?: readonly Expectation[];
}

/** One stretch of a journey: a procedure of the catalogue, followed where the journey stands. */
export interface JourneyStep {
  /**
   * The procedure the reader follows: its blocks, answers and exit statuses, from the folder the
   * step before left them in (or its own `cwd`). Its `after`, `setup` and `expect` are not used:
   * they describe its own starting point, and the journey is the starting point here.
   */
  readonly follow: string;
  /** The page section that holds its blocks, as `page#anchor`: `getting-started/deployment#lock-it-down`. */
  readonly section: string;
  /** Shell the harness runs first, for what happens that the reader does not type (their download, an upstream commit). */
  readonly meanwhile?: string;
  /** Exit statuses and allowed failures of its steps here, where the journey's state makes them differ. */
  readonly exits?: Readonly<Record<number, number>>;
  readonly failuresAllowed?: readonly number[];
  /** What the pages promise right after this step. */
  readonly expect?: readonly Expectation[];
}

/**
 * A reader's way across pages, named after what they want to do: procedures followed one after
 * another in one world, which carries the folder, `.env`, volumes and git history from step to
 * step. It fails when a step fails, and when the end state differs from what the pages promise.
 */
export interface Journey {
  readonly id: string;
  /** The platforms whose readers the pages send this way; both when absent. */
  readonly platforms?: readonly Platform[];
  readonly steps: readonly JourneyStep[];
  /** The end state; each `says` is on one of the pages the journey crosses. */
  readonly expect: readonly Expectation[];
}
