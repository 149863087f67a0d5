/**
 * What the claims data holds: a claim tied to the toolkit lines that make it true, and a claim
 * left untied with the reason. `source` and `says` together are a sentence's key: `says` is a part
 * of the sentence as the page shows it (tokens resolved, link targets and emphasis marks dropped),
 * and tests/unit/claims.test.ts fails when the page no longer holds it, or when it holds it in
 * more than one sentence. `of` tells apart the same words in two entries of a data file.
 */

/** What names one sentence. */
export interface Key {
  /** A doc id (`resources/bootstrap-scripts`) or a path from the repository root (`src/data/bootstrap.ts`). */
  readonly source: string;
  readonly says: string;
  /** For a data string: the outermost entry it belongs to (a script's `name`, a flag's last form). */
  readonly of?: string;
}

/** One line of the toolkit at the documented commit (src/data/site.ts, toolkitVersion). */
export interface ToolkitLine {
  /** Path from the toolkit's root: `scripts/bootstrap/deploy_services.sh`. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** The line's text, or a part of it, exactly as the file has it. */
  readonly text: string;
}

export interface Tie extends Key {
  /** Every line the claim rests on. */
  readonly lines: readonly ToolkitLine[];
}

/**
 * Why a found sentence is neither run nor tied:
 * - `not-a-claim`: the finder's false positive (an instruction, a heading, a label);
 * - `upstream`: true or false by an image's or a program's own code (n8n, OpenWebUI, Docker…), not by a toolkit line;
 * - `absence`: says the toolkit has no such line, which no tie can hold;
 * - `unchecked`: a toolkit claim not yet read against the toolkit.
 */
export type LeftKind = 'not-a-claim' | 'upstream' | 'absence' | 'unchecked';

export interface Left extends Key {
  readonly kind: LeftKind;
  readonly reason: string;
}
