/**
 * The reader at a terminal: runs a command whose own terminal is a pseudo-terminal (the command
 * given ends in `script -qec …`, util-linux's script(1)), prints everything the terminal shows,
 * and types each answer once the terminal shows its question, the way a reader waits for a
 * prompt before typing. What the reader types is echoed by the terminal, as on a screen.
 *
 * `terminal.mjs <answers.json> <report.json> <command…>`: the answers are `[{question, answer}]`,
 * in the order the questions come. The report says which answers were never asked for. A
 * question it has no answer for (the terminal shows an unfinished line and then nothing for
 * `quietMs`) stops the command with exit 99 and a line that names the question: a reader's answer
 * is something this stand-in cannot know.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

export interface Answer {
  /** Text the terminal shows when it waits for this answer: a prompt such as `[y/N]: `. */
  readonly question: string;
  /** What the reader types before Enter; empty for Enter alone. */
  readonly answer: string;
}

export interface TerminalReport {
  /** Questions of the answers list that the command never asked. */
  readonly unasked: readonly string[];
  /** The question it asked and had no answer for, when it stopped for that. */
  readonly unanswered?: string;
}

/** ANSI color and cursor sequences. */
const escapes = /\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]/g;

/** How long the terminal stays quiet on an unfinished line before that line counts as a question. */
const quietMs = Number(process.env.TERMINAL_QUIET_MS ?? 20_000);

function main(): void {
  const [answersFile, reportFile, ...command] = process.argv.slice(2);
  if (!answersFile || !reportFile || !command.length) {
    process.stderr.write('usage: terminal.mjs <answers.json> <report.json> <command…>\n');
    process.exit(2);
  }
  const answers = JSON.parse(fs.readFileSync(answersFile, 'utf8')) as Answer[];
  let next = 0;
  let unanswered: string | undefined;
  // What the terminal showed since the last answer, without colors.
  let shown = '';
  let quiet: NodeJS.Timeout | undefined;
  const child = spawn(command[0]!, command.slice(1), {stdio: ['pipe', 'pipe', 'inherit'], detached: true});
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.on('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  const report = () => fs.writeFileSync(reportFile, JSON.stringify({unasked: answers.slice(next).map((a) => a.question), unanswered} satisfies TerminalReport));

  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    shown += chunk.toString('utf8').replace(escapes, '');
    for (let at = shown.indexOf(answers[next]?.question ?? '\0'); next < answers.length && at >= 0; at = shown.indexOf(answers[next]?.question ?? '\0')) {
      shown = shown.slice(at + answers[next]!.question.length);
      child.stdin!.write(`${answers[next]!.answer}\r`);
      next += 1;
    }
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      const line = shown.slice(shown.lastIndexOf('\n') + 1).replace(/.*\r(?=.)/, '');
      if (!line.trim()) return;
      unanswered = line.trim();
      process.stdout.write(`\r\nterminal stand-in: the command asks "${unanswered}", and the procedure gives no answer for it (its \`terminal\` entry)\r\n`);
      stop();
    }, quietMs);
  });
  child.on('close', (code, signal) => {
    clearTimeout(quiet);
    report();
    process.exit(unanswered !== undefined ? 99 : (code ?? (signal ? 128 : 1)));
  });
}

main();
