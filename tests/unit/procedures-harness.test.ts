/**
 * The procedures harness's own parts (scripts/lib/procedures): the two platforms' tools, a block
 * run as a reader runs it, the stand-in curl, and what the stand-in docker does for n8n's key and
 * for the pages' throwaway `alpine` containers. The toolkit here is the one src/data describes
 * (tests/lib/toolkit-fixture.ts), so the suite needs no file from outside the repository.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {links} from '../../src/data/site';
import {runBlock} from '../../scripts/lib/procedures/run';
import {changedCopy} from '../../scripts/lib/procedures/self-test';
import {readModel} from '../../scripts/lib/procedures/standins/docker-model';
import {benchesFor, cannotSwitchUsers, makeBench, makeWorld} from '../../scripts/lib/procedures/world';
import {toolkitTree, writeCheckout} from '../lib/toolkit-fixture';

const toolkit = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-toolkit-'));
writeCheckout(toolkit, toolkitTree(), {atStatedCommit: false});
const bench = makeBench(toolkit);
after(() => {
  bench.dispose();
  fs.rmSync(toolkit, {recursive: true, force: true});
});

const run = (platform: 'gnu' | 'bsd', text: string, cwd?: string) => {
  const world = makeWorld(bench, platform);
  return {world, ...runBlock(world, text, cwd ?? world.home)};
};

test('a checkout cloned under /tmp runs its blocks: their worlds live outside the /tmp each block gets', () => {
  const checkout = fs.mkdtempSync('/tmp/docs-checkout-');
  const benches = benchesFor(checkout);
  assert.equal(path.relative('/tmp', benches).startsWith('..'), true, `${benches} is outside /tmp`);
  assert.equal(benchesFor('/work/docs'), '/work/docs/.tmp', 'any other checkout keeps its runs in its .tmp');
  assert.equal(benchesFor('/tmp/..docs').startsWith('/var/tmp/'), true, 'a folder of /tmp whose name starts with two dots is under /tmp');
  const underTmp = makeBench(toolkit, benches);
  try {
    const world = makeWorld(underTmp, 'gnu');
    const block = runBlock(world, 'pwd\necho kept > note.txt\ncat note.txt', world.home);
    assert.equal(block.output.trimEnd(), `${world.home}\nkept`);
    assert.deepEqual(block.failures, []);
  } finally {
    underTmp.dispose();
    fs.rmSync(benches, {recursive: true, force: true});
    fs.rmSync(checkout, {recursive: true, force: true});
  }
});

test('sed -i without a suffix works on Linux and fails as macOS sed fails; -i.bak works on both', () => {
  const edit = "printf 'ENABLE_OLLAMA=no\\n' > .env\nsed -i 's/^ENABLE_OLLAMA=.*/ENABLE_OLLAMA=yes/' .env\ncat .env";
  assert.match(run('gnu', edit).output, /^ENABLE_OLLAMA=yes$/m);
  const bsd = run('bsd', edit);
  assert.match(bsd.output, /^ENABLE_OLLAMA=no$/m, 'the file is left as it was');
  assert.match(bsd.failures.join('\n'), /^1\tsed -i 's\/\^ENABLE_OLLAMA/m);
  const portable = "printf 'ENABLE_OLLAMA=no\\n' > .env\nsed -i.bak 's/^ENABLE_OLLAMA=.*/ENABLE_OLLAMA=yes/' .env\ncat .env .env.bak";
  for (const platform of ['gnu', 'bsd'] as const) assert.match(run(platform, portable).output, /^ENABLE_OLLAMA=yes\nENABLE_OLLAMA=no$/m, platform);
  assert.match(run('bsd', "printf 'a\\n' > f\nsed -i -E 's/a/b/' f; ls").output, /^f-E$/m, 'BSD sed takes -E as the suffix');
});

test("macOS's wc pads its counts to eight columns, Linux's prints them bare", () => {
  const count = "printf 'a b\\nc\\n' > f\nwc -l < f\nwc -l f\nwc f f\n[ \"$(wc -l < f)\" -eq 2 ] && echo numeric";
  assert.equal(run('gnu', count).output.trimEnd(), '2\n2 f\n 2  3  6 f\n 2  3  6 f\n 4  6 12 total\nnumeric');
  assert.equal(run('bsd', count).output.trimEnd(), '       2\n       2 f\n       2       3       6 f\n       2       3       6 f\n       4       6      12 total\nnumeric');
  const compared = run('bsd', "printf 'a\\n' > f\n[ \"$(wc -l < f)\" = 1 ] || echo padded");
  assert.equal(compared.output.trim(), 'padded', 'a string comparison sees the padding');
  assert.equal(run('bsd', 'wc --lines f').exit, 1, 'no long options');
});

test('macOS has no timeout; Linux has', () => {
  assert.equal(run('gnu', 'command -v timeout >/dev/null && echo yes').output.trim(), 'yes');
  const bsd = run('bsd', 'timeout 1 true');
  assert.equal(bsd.exit, 127);
  assert.match(bsd.output, /timeout: command not found/);
});

test('a block runs as typed at a terminal: one screen for both streams, the folder it leaves, each failed command', () => {
  const {world} = run('gnu', 'true');
  fs.mkdirSync(path.join(world.home, 'sub'));
  const result = runBlock(world, 'echo one\necho two >&2\nfalse\ncd sub\necho three', world.home);
  assert.equal(result.output.trim(), 'one\ntwo\nthree');
  assert.equal(result.cwd, path.join(world.home, 'sub'));
  assert.deepEqual(result.failures, ['1\tfalse']);
  assert.equal(result.exit, 0, 'a block ends with the status of its last command');
  assert.equal(runBlock(world, 'exit 3', world.home).exit, 3);
});

test("a block runs as the reader's own user; sudo runs its command as root, on the block's streams, in its folder and its /tmp", () => {
  const {world, output} = run('gnu', [
    'id -un; echo "$USER"',
    'echo private > /tmp/mine',
    'printf "typed\\n" | sudo sh -c \'id -un; echo "$USER $SUDO_USER"; pwd; cat /tmp/mine; read line; echo "$line"; echo to-stderr >&2; exit 3\'',
    'echo "sudo: $?"',
    'touch own && sudo touch roots && stat -c "%U %n" own roots',
    'curl -sS -o fetched https://raw.githubusercontent.com/nicoware-dev/seiling-buidlbox/main/env-example.env && stat -c "%U %n" fetched',
  ].join('\n'));
  const reader = bench.reader.name;
  assert.equal(output.trim(), [reader, reader, 'root', `root ${reader}`, world.home, 'private', 'typed', 'to-stderr', 'sudo: 3', `${reader} own`, 'root roots', `${reader} fetched`].join('\n'));
  assert.notEqual(bench.reader.uid, 0);
});

test("the daemon's folders in the reader's checkout are root's: the reader removes them only with sudo", () => {
  const {world} = run('gnu', 'git clone -q https://github.com/nicoware-dev/seiling-buidlbox.git');
  const cwd = path.join(world.home, 'seiling-buidlbox');
  const up = runBlock(world, 'docker compose -f docker-compose.yml -f docker/services/docker-compose.postgres.yml up -d 2>/dev/null && stat -c "%U %a" infrastructure/postgres/init', cwd);
  assert.equal(up.output.trim(), 'root 755');
  const removed = runBlock(world, 'cd .. && rm -rf seiling-buidlbox', cwd);
  assert.equal(removed.exit, 1);
  assert.match(removed.output, /rm: cannot remove 'seiling-buidlbox\/infrastructure\/postgres\/init': Permission denied/);
  assert.equal(runBlock(world, 'sudo rm -rf seiling-buidlbox && ls', world.home).output.trim(), '');
});

test('a harness that is not root stops and says what it needs', () => {
  assert.equal(cannotSwitchUsers(0), null);
  assert.match(cannotSwitchUsers(1000) ?? '', /as the unprivileged user procedures-reader, .* must run as root \(it runs as uid 1000\)/);
});

test('the piped installer comes from the toolkit, and curl reaches only published ports of running containers', () => {
  const {world, output, exit} = run('gnu', 'curl -sSL https://raw.githubusercontent.com/nicoware-dev/seiling-buidlbox/main/env-example.env | head -1');
  assert.equal(exit, 0);
  assert.equal(output.trim(), "# Written by the drift check's tests");
  const refused = runBlock(world, "curl -sS -o /dev/null -w '%{http_code}\\n' http://localhost:5001", world.home);
  assert.equal(refused.exit, 7);
  assert.match(refused.output, /Failed to connect to localhost port 5001/);
  const served = runBlock(world, "docker run -d --name web -p 5001:80 nginx >/dev/null\ncurl -sS -o /dev/null -w '%{http_code}\\n' http://localhost:5001", world.home);
  assert.equal(served.output.trim(), '200');
  assert.equal(runBlock(world, 'curl -s https://example.com', world.home).exit, 6, 'no other host resolves');
});

test('git clone of the repository takes the toolkit', () => {
  const {output, exit} = run('gnu', 'git clone -q https://github.com/nicoware-dev/seiling-buidlbox.git && ls seiling-buidlbox/docker-compose.yml');
  assert.equal(exit, 0, output);
});

test('the clone holds the modes of the commits, and an upstream commit reaches it as it reaches a reader', () => {
  const {world} = run('gnu', 'git clone -q https://github.com/nicoware-dev/seiling-buidlbox.git');
  const cwd = path.join(world.home, 'seiling-buidlbox');
  const git = (text: string) => runBlock(world, text, cwd);
  assert.match(git('git ls-files -s bootstrap.sh').output, /^100644 /, 'git holds the installer as 100644');
  assert.equal(git('git status --short').output.trim(), '', 'a fresh clone is clean');
  assert.equal(git('chmod +x bootstrap.sh && git status --short').output.trim(), 'M bootstrap.sh', 'the installer\'s chmod is a change');
  const landed = runBlock(world, 'toolkit-upstream-commit bootstrap.sh "# upstream"', world.home);
  assert.match(landed.output.trim(), /^[0-9a-f]{40}$/, landed.output);
  const pull = git('git pull --ff-only');
  assert.equal(pull.exit, 1);
  assert.match(pull.output, /Please commit your changes or stash them before you merge\./);
  const fixed = git('git stash && git pull --ff-only && git stash pop && tail -1 bootstrap.sh && git status --short');
  assert.equal(fixed.exit, 0, fixed.output);
  assert.match(fixed.output, /^# upstream\n M bootstrap\.sh$/m);
  assert.equal(runBlock(world, 'toolkit-upstream-commit', world.home).exit, 2, 'no file and line: a usage line and exit 2');
});

test("n8n keeps the key of its first start, stops under another, and a throwaway alpine container works on the volume's files", () => {
  const {world} = run('gnu', 'git clone -q https://github.com/nicoware-dev/seiling-buidlbox.git');
  const cwd = path.join(world.home, 'seiling-buidlbox');
  const up = 'docker compose -f docker-compose.yml -f docker/services/docker-compose.redis.yml -f docker/services/docker-compose.n8n.yml up -d 2>/dev/null';
  const n8n = () => readModel(world.state).containers.find((c) => c.name === 'seiling-n8n')!;
  runBlock(world, `printf 'N8N_ENCRYPTION_KEY=first\\n' > .env\n${up}`, cwd);
  assert.equal(n8n().state, 'running');
  const volume = n8n().mounts.find((m) => m.destination === '/home/node/.n8n')!.source;
  assert.match(runBlock(world, `docker run --rm -v ${volume}:/data alpine cat /data/config`, cwd).output, /"encryptionKey": "first"/);

  runBlock(world, `printf 'N8N_ENCRYPTION_KEY=second\\n' > .env\n${up}`, cwd);
  assert.equal(n8n().state, 'restarting');
  assert.match(runBlock(world, 'docker ps --filter name=seiling-n8n --format "{{.Status}}"', cwd).output, /^$/m, 'not running');
  assert.match(runBlock(world, 'docker logs seiling-n8n', cwd).output, /Mismatching encryption keys/);

  runBlock(world, `docker stop seiling-n8n\ndocker run --rm -v ${volume}:/data alpine rm /data/config\ndocker start seiling-n8n`, cwd);
  assert.equal(n8n().state, 'running');
  const archive = runBlock(world, `mkdir -p backups\ndocker run --rm -v ${volume}:/data:ro -v "$PWD/backups":/backup alpine tar czf /backup/n8n.tar.gz -C /data .\ntar tzf backups/n8n.tar.gz`, cwd);
  assert.match(archive.output, /\.\/config/);
});

/**
 * The same block in two fresh worlds: its `docker` and `curl` answered by the bench's stand-in
 * server, and run as processes of their own (the bundles, as before the server), with what each
 * printed and its exit. The output has no container id, which differs from run to run.
 */
function bothWays(text: string, files: Record<string, string> = {}): {server: string; processes: string} {
  const once = (ownProcesses: boolean) => {
    const world = makeWorld(bench, 'gnu');
    for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(world.home, file), content);
    if (ownProcesses) {
      for (const tool of ['docker', 'curl']) {
        const bundle = path.join(bench.dir, 'lib', `${tool}.mjs`);
        fs.writeFileSync(path.join(world.env.EXTRA_BIN!, tool), `#!/bin/sh\nexec "${process.execPath}" "${bundle}" "$@"\n`, {mode: 0o755});
      }
    }
    const block = runBlock(world, text, world.home);
    return `${block.output}\nexit ${block.exit}; failed: ${block.failures.join(' | ')}`;
  };
  return {server: once(false), processes: once(true)};
}

test("the stand-in server answers as the stand-ins' own processes: output in order, each stream, exit codes, the caller's folder and environment", () => {
  const compose = 'services:\n  web:\n    image: nginx:${WEB_TAG:-1.27}\n    ports: ["${WEB_PORT:-8081}:80"]\n';
  const block = [
    'WEB_TAG=1.25 WEB_PORT=8099 docker compose up -d',
    "docker ps --format '{{.Names}} {{.Image}} {{.Ports}}'",
    'docker compose ps --services; mkdir sub && cd sub && docker compose ps --services; cd ..',
    'curl -s -o /dev/null -w "%{http_code}\\n" http://localhost:8099; curl -sS http://localhost:8081; echo "curl $?"',
    'docker rm web-missing another-missing; echo "rm $?"',
    'only_out=$(docker rm web-missing 2>/dev/null); echo "stdout alone: [$only_out]"',
    'only_err=$(docker rm web-missing 2>&1 >/dev/null); echo "stderr alone: [$only_err]"',
    'docker exec home-web-1 sh -c \'echo "in the container: $WEB_PORT"\'',
    'docker volume create kept && docker volume ls -q && docker volume rm missing-volume kept; echo "volume rm $?"',
    'docker frobnicate; echo "unknown $?"',
  ].join('\n');
  const {server, processes} = bothWays(block, {'docker-compose.yml': compose});
  assert.equal(server, processes);
  // What the two ways agree on is what the stand-in prints, not nothing.
  assert.match(server, /^home-web-1 nginx:1\.25 0\.0\.0\.0:8099->80\/tcp/m);
  assert.match(server, /^200$/m);
  assert.match(server, /^curl 7$/m);
  assert.match(server, /^stdout alone: \[\]$/m);
  assert.match(server, /^stderr alone: \[Error response from daemon: No such container: web-missing\]$/m);
  assert.match(server, /^Error response from daemon: get missing-volume: no such volume\nkept\nvolume rm 1$/m);
  assert.match(server, /^unknown 99$/m);
});

test("a call that runs a program with the caller's streams or input, or from the block's /tmp, runs in a process of its own; any other never starts one", () => {
  const world = makeWorld(bench, 'gnu');
  const compose = 'services:\n  web:\n    image: nginx:1.27\n';
  fs.writeFileSync(path.join(world.home, 'docker-compose.yml'), compose);
  runBlock(world, 'docker compose up -d', world.home);
  // Without the bundles, only the server can answer: a call made in a process of its own fails.
  const lib = path.join(bench.dir, 'lib');
  const hidden = `${lib}-hidden`;
  fs.renameSync(lib, hidden);
  try {
    const served = runBlock(world, "docker ps --format '{{.Names}}'; docker compose version; docker info --format '{{.ContainersRunning}}'; curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:9; echo done", world.home);
    assert.match(served.output, /^home-web-1\nDocker Compose version v2\.39\.4\n1\n000\ndone$/m);
    assert.deepEqual(served.failures, ['7\tcurl -s -o /dev/null -w \'%{http_code}\\n\' http://localhost:9']);
    for (const call of ['docker exec home-web-1 sh -c "echo hi"', 'docker run --rm alpine true', 'docker system prune', 'cd /tmp && docker ps', 'docker ps --filter label=x=/tmp/y']) {
      const own = runBlock(world, call, world.home);
      assert.match(own.output, /Cannot find module .*(docker|curl)\.mjs/, `${call} runs in a process of its own`);
    }
  } finally {
    fs.renameSync(hidden, lib);
  }
});

test("the self-test's change reaches the run from a checkout, whose commits the harness clones, as from an archive's files", () => {
  const file = 'scripts/bootstrap/health_check.sh';
  const tree = new Map(toolkitTree()).set(file, '#!/bin/bash\necho "All services are healthy and running correctly."\n');
  for (const repository of [true, false]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'self-test-toolkit-'));
    const source = path.join(dir, 'source');
    const copy = path.join(dir, 'copy');
    writeCheckout(source, tree, {atStatedCommit: false, repository});
    changedCopy(source, copy, file, 'healthy and running correctly.', 'healthy and running.');
    const changedBench = makeBench(copy);
    try {
      const world = makeWorld(changedBench, 'gnu');
      const cloned = runBlock(world, `git clone -q ${links.repository} && bash seiling-buidlbox/${file}`, world.home);
      const what = repository ? 'a checkout' : 'an archive';
      assert.equal(cloned.output.trim(), 'All services are healthy and running.', `a reader's clone of ${what} runs the changed script`);
      assert.equal(fs.readFileSync(path.join(changedBench.toolkit, file), 'utf8').includes('healthy and running.'), true, `what curl serves of ${what} is changed`);
      assert.match(fs.readFileSync(path.join(source, file), 'utf8'), /running correctly/, 'the toolkit itself is left alone');
    } finally {
      changedBench.dispose();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
});

test('at a terminal, a block gets a pseudo-terminal, the reader types each answer after its question, and the screen reads as a reader sees it', () => {
  const world = makeWorld(bench, 'gnu');
  const block = [
    '[ -t 0 ] && [ -t 1 ] && echo "at a terminal"',
    "printf '\\033[0;32m[INFO]\\033[0m in colour\\n'",
    'read -p "Name? [y/N]: " name; echo "hello $name"',
    'read -p "Press Enter to continue..." _; echo "went on"',
    'exit 3',
  ].join('\n');
  const answers = [{question: 'Name? [y/N]: ', answer: 'Ada'}, {question: 'Press Enter to continue...', answer: ''}];
  const typed = runBlock(world, block, world.home, {terminal: answers});
  assert.equal(typed.exit, 3, 'the exit status of the block, through script -e');
  assert.equal(typed.output.trimEnd(), 'at a terminal\n[INFO] in colour\nName? [y/N]: Ada\nhello Ada\nPress Enter to continue...\nwent on');
  assert.deepEqual(typed.unasked, []);
  assert.equal(runBlock(world, '[ -t 0 ] || echo "no terminal"', world.home).output.trim(), 'no terminal', 'without one, stdin is a pipe');
});

test('at a terminal, a question without an answer stops the block with exit 99 and names it; an answer never asked for is reported', () => {
  const world = makeWorld(bench, 'gnu');
  const quick = {...world, env: {...world.env, TERMINAL_QUIET_MS: '300'}};
  const stopped = runBlock(quick, 'echo start\nread -p "Continue? [y/N]: " c\necho "never here"', world.home, {terminal: []});
  assert.equal(stopped.exit, 99);
  assert.match(stopped.output, /the command asks "Continue\? \[y\/N\]:", and the procedure gives no answer for it/);
  assert.doesNotMatch(stopped.output, /never here/);
  const unasked = runBlock(world, 'echo done', world.home, {terminal: [{question: 'Overwrite? ', answer: 'y'}]});
  assert.equal(unasked.exit, 0);
  assert.deepEqual(unasked.unasked, ['Overwrite? ']);
});
