/**
 * Troubleshooting by symptom (issue 12): under every "Common problems" or "Troubleshooting" h2,
 * each problem is an h3 whose body says **Symptom:**, **Cause:** and **Fix:**, in that order, and
 * gives the fix as a command in a code block after the Fix label.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDocs} from '../lib/docs';

const troubleshootingHeadings = /^(Common problems|Troubleshooting)$/;

interface Entry {
  readonly heading: string;
  readonly body: string;
}

/** The sections under a troubleshooting h2: its intro (text before the first h3) and its h3 entries. */
function troubleshootingSections(body: string): {heading: string; intro: string; entries: Entry[]}[] {
  const lines = body.split('\n');
  const sections: {heading: string; intro: string; entries: Entry[]}[] = [];
  let section: (typeof sections)[number] | null = null;
  let entry: {heading: string; lines: string[]} | null = null;
  let fence: string | null = null;
  const closeEntry = () => {
    if (section && entry) section.entries.push({heading: entry.heading, body: entry.lines.join('\n')});
    entry = null;
  };
  for (const line of lines) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) fence = fence === null ? fenceMatch[1]! : line.trim().startsWith(fence) ? null : fence;
    if (fence === null && !fenceMatch && line.startsWith('## ')) {
      closeEntry();
      const heading = line.slice(3).trim();
      section = troubleshootingHeadings.test(heading) ? {heading, intro: '', entries: []} : null;
      if (section) sections.push(section);
      continue;
    }
    if (!section) continue;
    if (fence === null && !fenceMatch && line.startsWith('### ')) {
      closeEntry();
      entry = {heading: line.slice(4).trim(), lines: []};
      continue;
    }
    if (entry) entry.lines.push(line);
    else section.intro += `${line}\n`;
  }
  closeEntry();
  return sections;
}

/** What is wrong with one entry, or an empty list. */
function entryProblems(entry: Entry): string[] {
  const problems: string[] = [];
  const labels = ['**Symptom:**', '**Cause:**', '**Fix:**'];
  const at = labels.map((label) => entry.body.indexOf(label));
  labels.forEach((label, i) => {
    if (at[i] === -1) problems.push(`no ${label}`);
  });
  if (at.every((i) => i >= 0) && !(at[0]! < at[1]! && at[1]! < at[2]!)) problems.push('labels out of order');
  const afterFix = at[2]! >= 0 ? entry.body.slice(at[2]!) : '';
  if (!/^\s*(`{3,}|~{3,})/m.test(afterFix)) problems.push('no code block after **Fix:**');
  return problems;
}

test('every troubleshooting entry is an h3 with Symptom, Cause and Fix, and the fix in a code block', async () => {
  let checked = 0;
  for (const doc of await readDocs()) {
    for (const section of troubleshootingSections(doc.body)) {
      assert.ok(section.entries.length > 0, `${doc.id}, ${section.heading}: entries are h3 headings`);
      assert.doesNotMatch(section.intro, /\*\*Symptom:\*\*|^\*\*[^*]+\.\*\*/m, `${doc.id}, ${section.heading}: an entry outside an h3`);
      for (const entry of section.entries) {
        assert.deepEqual(entryProblems(entry), [], `${doc.id}, ${section.heading} › ${entry.heading}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 30, `checked ${checked} entries`);
});

test('the shape check catches an entry without its parts and passes a complete one', () => {
  const page = [
    '## Common problems',
    '',
    '### Good',
    '',
    '**Symptom:** it fails. **Cause:** a reason.',
    '',
    '**Fix:** run this:',
    '',
    '```bash',
    '### not a heading inside code',
    'echo fixed',
    '```',
    '',
    '### Bad',
    '',
    '**Cause:** a reason. **Symptom:** late.',
    '',
    '## Upstream docs',
    '',
    '### Not checked',
  ].join('\n');
  const [section] = troubleshootingSections(page);
  assert.deepEqual(section!.entries.map((e) => e.heading), ['Good', 'Bad']);
  assert.deepEqual(entryProblems(section!.entries[0]!), []);
  assert.deepEqual(entryProblems(section!.entries[1]!), ['no **Fix:**', 'no code block after **Fix:**']);
});
