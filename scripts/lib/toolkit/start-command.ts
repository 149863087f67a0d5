/**
 * The start command inside a service's entrypoint. Every guarded service file wraps its process in
 *
 *     sh -c 'if [ "$ENABLE_X" = "yes" ] || [ "$ENABLE_X" = "true" ]; then <command>; else …; fi'
 *
 * This reads that shape and nothing else: from the `then` branch it drops `echo` statements and
 * unwraps a `/bin/sh -c "…"`, as src/data writes the command. Any other shape is reported.
 */

const guardShape = `an entrypoint sh -c 'if [ "$ENABLE_…" = "yes" ] || [ "$ENABLE_…" = "true" ]; then <command>; else …; fi'`;

const guard =
  /^sh -c ' ?if \[ "\$(\w+)" = "yes" \] \|\| \[ "\$\1" = "true" \]; then (.+?) else .+ fi ?'$/;

/** Splits shell statements at the semicolons that are outside quotes. */
function statements(body: string): string[] {
  const found: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === ';') {
      found.push(body.slice(start, i));
      start = i + 1;
    }
  }
  found.push(body.slice(start));
  return found.map((s) => s.trim()).filter(Boolean);
}

type StartCommand = {readonly flag: string; readonly command: string} | {readonly expected: string};

export function startCommand(entrypoint: string): StartCommand {
  const match = guard.exec(entrypoint.replace(/\s+/g, ' ').trim());
  if (!match) return {expected: guardShape};
  const command = statements(match[2]!)
    .filter((statement) => !statement.startsWith('echo '))
    .map((statement) => /^(?:\/bin\/)?sh -c "(.*)"$/.exec(statement)?.[1] ?? statement)
    .join('; ');
  return {flag: match[1]!, command};
}
