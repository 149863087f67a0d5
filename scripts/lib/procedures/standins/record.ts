/** The stand-ins' shared record: one JSON line per call in `$STANDIN_STATE/calls.jsonl`. */
import fs from 'node:fs';
import path from 'node:path';

export interface Call {
  readonly tool: string;
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly exit: number;
}

export function appendCall(tool: string, argv: readonly string[], exit: number): void {
  const dir = process.env.STANDIN_STATE;
  if (!dir) return;
  const call: Call = {tool, argv, cwd: process.cwd(), exit};
  fs.appendFileSync(path.join(dir, 'calls.jsonl'), `${JSON.stringify(call)}\n`);
}

export function readCalls(dir: string): Call[] {
  const file = path.join(dir, 'calls.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Call);
}
