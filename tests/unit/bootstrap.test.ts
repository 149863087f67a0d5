import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  bootstrapFiles,
  bootstrapFlags,
  bootstrapModes,
  bootstrapScripts,
  bootstrapSteps,
  oneLiners,
  summaryUrls,
  type ScriptArgument,
} from '../../src/data/bootstrap';
import {installCommands} from '../../src/data/site';
import {namedVolumes, volumeName} from '../../src/data/services';

/** Every spelling used twice in one list of arguments. */
function repeatedForms(args: readonly ScriptArgument[]): string[] {
  const forms = args.flatMap((argument) => argument.forms);
  return forms.filter((form, index) => forms.indexOf(form) !== index);
}

test('the repeatedForms check catches a flag listed twice', () => {
  assert.deepEqual(repeatedForms([{forms: ['-a', '--a'], effect: 'x'}, {forms: ['--a'], effect: 'y'}]), ['--a']);
});

test('every script has a unique file name and a purpose', () => {
  const names = bootstrapScripts.map((script) => script.name);
  assert.equal(new Set(names).size, names.length);
  for (const script of bootstrapScripts) {
    assert.match(script.name, /^[a-z_]+\.sh$/, `${script.name}: file name`);
    assert.ok(script.purpose.trim().length >= 15, `${script.name}: purpose is missing or too short`);
    assert.ok(script.behavior.length > 0, `${script.name}: says nothing about what it does`);
  }
});

test('flags are unique per script and for bootstrap.sh', () => {
  assert.deepEqual(repeatedForms(bootstrapFlags), [], 'bootstrap.sh');
  for (const script of bootstrapScripts) {
    assert.deepEqual(repeatedForms(script.arguments), [], script.name);
    for (const argument of script.arguments) {
      assert.ok(argument.forms.length > 0 && argument.effect.length > 0, `${script.name}: empty argument`);
    }
  }
});

test('every bootstrap.sh flag has a short and a long form and names a known mode', () => {
  const modes = bootstrapModes.map((mode) => mode.id);
  for (const flag of bootstrapFlags) {
    assert.ok(flag.forms.some((form) => /^-[a-z]+$/.test(form)), `${flag.forms}: short form`);
    assert.ok(flag.forms.some((form) => /^--[a-z]+$/.test(form)), `${flag.forms}: long form`);
    if (flag.mode) assert.ok(modes.includes(flag.mode), `${flag.forms}: unknown mode ${flag.mode}`);
  }
});

test('the five steps are numbered 1 to 5 and run the scripts in the documented order', () => {
  assert.deepEqual(
    bootstrapSteps.map((step) => step.number),
    [1, 2, 3, 4, 5],
  );
  assert.deepEqual(
    bootstrapSteps.map((step) => step.script),
    ['detect_os.sh', 'install_deps.sh', 'project_setup.sh', 'configure_env.sh', 'deploy_services.sh'],
  );
  const runnable = bootstrapScripts.filter((script) => script.use === 'run').map((script) => script.name);
  for (const step of bootstrapSteps) assert.ok(runnable.includes(step.script), `${step.script}: not a runnable script`);
});

test('volumes the scripts remove exist in services.ts, except the documented wrong names', () => {
  const realNames = namedVolumes.map(volumeName);
  for (const script of bootstrapScripts) {
    for (const removal of script.removesVolumes ?? []) {
      if (removal.kind === 'stack') {
        assert.ok(namedVolumes.includes(removal.source), `${script.name}: unknown volume ${removal.source}`);
      } else if (removal.kind === 'wrong-name') {
        assert.ok(namedVolumes.includes(removal.intended), `${script.name}: unknown intended volume ${removal.intended}`);
        assert.ok(!realNames.includes(removal.literal), `${script.name}: ${removal.literal} is a real volume, not a wrong name`);
        assert.ok(removal.note.length > 0, `${script.name}: a wrong name needs a note`);
      }
    }
  }
});

test('the wrong names are only documented for fix_services.sh', () => {
  const withWrongNames = bootstrapScripts
    .filter((script) => script.removesVolumes?.some((removal) => removal.kind === 'wrong-name'))
    .map((script) => script.name);
  assert.deepEqual(withWrongNames, ['fix_services.sh']);
});

test('every file the scripts write names known scripts as writers', () => {
  const names = bootstrapScripts.map((script) => script.name);
  for (const file of bootstrapFiles) {
    assert.ok(file.writers.length > 0, `${file.path}: no writer`);
    for (const writer of file.writers) assert.ok(names.includes(writer), `${file.path}: unknown writer ${writer}`);
  }
});

test('the one-liners reuse the install commands of site.ts', () => {
  const commands = oneLiners.map((line) => line.command);
  assert.ok(commands.includes(installCommands.piped));
  assert.ok(commands.includes(installCommands.clone));
  const curl = installCommands.piped.split('|')[0]!;
  for (const line of oneLiners.filter((l) => l.piped)) {
    assert.ok(line.command.startsWith(curl), `${line.id}: does not start with the canonical download`);
  }
  assert.equal(new Set(commands).size, commands.length);
});

test('text fields have balanced backticks', () => {
  const texts = [
    ...bootstrapScripts.flatMap((s) => [
      s.purpose,
      s.modes ?? '',
      s.otherArguments ?? '',
      ...s.behavior,
      ...s.reads,
      ...(s.otherWrites ?? []),
      ...s.arguments.map((a) => a.effect),
      ...(s.menu ?? []).flatMap((m) => [m.effect, m.caveat ?? '']),
    ]),
    ...bootstrapModes.flatMap((m) => [m.trigger, m.effect]),
    ...bootstrapSteps.map((s) => s.does),
    ...bootstrapFiles.flatMap((f) => [f.holds, f.removedBy ?? '']),
  ];
  for (const text of texts) assert.equal((text.match(/`/g) ?? []).length % 2, 0, text);
});

test('the summary shows the URLs bootstrap.sh prints, localhost ones whatever the profile', () => {
  assert.deepEqual(
    summaryUrls().map((entry) => [entry.name, entry.url]),
    [
      ['OpenWebUI', 'http://localhost:5002'],
      ['n8n', 'http://localhost:5001'],
      ['Flowise', 'http://localhost:5003'],
    ],
  );
});
