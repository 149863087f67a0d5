/** The parts of an MDX syntax tree (mdast with MDX's JSX and ESM nodes) that this folder uses. */
export interface Attribute {
  type: string;
  name?: string;
  /** A string, null for a bare attribute, or an expression node. */
  value?: unknown;
}

export interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: Node[];
  position?: {start: {line: number}};
  /** For ESM and expressions: their syntax tree, under `estree`. */
  data?: unknown;
}
