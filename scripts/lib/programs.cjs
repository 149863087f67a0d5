/**
 * The programs `npm test` runs that npm does not install, where each is looked for, and the
 * command that installs it. One list for the preflight (scripts/preflight.mjs), the browser
 * suite (tests/lib/chromium.ts), the nginx test server, the benches' loopback certificate
 * (scripts/lib/loopback-certificate.mjs) and the HTTPS recipe's test.
 */
// CommonJS, because Playwright's loader, which reads this through playwright.config.ts, turns
// an ES module that uses import.meta into code Node then refuses to run.
const {existsSync} = require('node:fs');
const path = require('node:path');

/** The first executable called `name` on PATH, or undefined. */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/**
 * Playwright's own Chromium, where this machine could download it
 * (`npx playwright install chromium`); undefined when it is absent.
 */
function playwrightChromium() {
  try {
    const {chromium} = require('playwright-core');
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** A program at one path. */
function atPath(file) {
  return {expected: `at ${file}`, find: () => (existsSync(file) ? file : undefined)};
}

/** The full browser: Debian's, else Playwright's own; undefined when neither is here. */
function fullChromium() {
  return atPath('/usr/bin/chromium').find() ?? playwrightChromium();
}

/** A program looked for on PATH. */
function onPathNamed(name) {
  return {expected: 'on PATH', find: () => onPath(name)};
}

/**
 * Each program: `find()` gives the path to run, or undefined when it is missing;
 * `expected` names where it was looked for; `install` is the command that brings it.
 */
const programs = {
  /**
   * The browser suite's Chromium. Chromium's headless shell first: the headless mode that shipped
   * inside Chromium until 132 and now comes as a program of its own, the same Blink without the
   * full browser's own layer, and what Playwright itself runs for headless tests since 1.49. On
   * one machine on 4 December 2026, two spec files of the suite (54 tests), run in turns, took 62
   * and 64 s in it against 121 and 131 s in the full browser; the whole suite, one run of each one
   * after the other, 11.7 minutes against 20.3, all 548 tests passing in both. The full browser
   * stands in where the shell is absent.
   */
  chromium: {
    label: 'Chromium',
    install: 'sudo apt-get install chromium-headless-shell, or npx playwright install chromium',
    ...(process.env.CHROMIUM_PATH
      ? atPath(process.env.CHROMIUM_PATH)
      : {
          expected: 'at /usr/bin/chromium-headless-shell or /usr/bin/chromium, or as Playwright\'s own Chromium',
          find: () => atPath('/usr/bin/chromium-headless-shell').find() ?? fullChromium(),
        }),
  },
  nginx: {label: 'nginx', install: 'sudo apt-get install nginx', ...atPath(process.env.NGINX_PATH ?? '/usr/sbin/nginx')},
  brotli: {
    label: 'nginx\'s brotli module',
    install: 'sudo apt-get install libnginx-mod-http-brotli-static',
    ...atPath('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  openssl: {label: 'openssl', install: 'sudo apt-get install openssl', ...onPathNamed('openssl')},
  caddy: {label: 'Caddy', install: 'sudo apt-get install caddy', ...atPath(process.env.CADDY_PATH ?? '/usr/bin/caddy')},
  git: {label: 'git', install: 'sudo apt-get install git', ...onPathNamed('git')},
};

/**
 * The benches' Chromium (npm run bench, npm run bench:search), not one of the programs npm test
 * needs: they time pages as a reader's Chrome runs them, so they run the full browser, in its
 * headless mode, never the suite's headless shell.
 */
const benchChromium = {
  label: 'Chromium (the full browser, for the benches)',
  install: 'sudo apt-get install chromium, or npx playwright install chromium',
  ...(process.env.BENCH_CHROMIUM_PATH
    ? atPath(process.env.BENCH_CHROMIUM_PATH)
    : {
        expected: 'at /usr/bin/chromium or as Playwright\'s own Chromium',
        find: fullChromium,
      }),
};

/** npm test's programs and the benches' Chromium, for `programPath` and `missingLine`. */
const everyProgram = {...programs, benchChromium};

/** The path of a program, or an Error naming where it was looked for and how to install it. */
function programPath(name) {
  const program = everyProgram[name];
  const found = program.find();
  if (found) return found;
  throw new Error(missingLine(name));
}

/** One line for a missing program: what, where it was expected, and the command that installs it. */
function missingLine(name) {
  const {label, expected, install} = everyProgram[name];
  return `missing: ${label}, expected ${expected}; install it with: ${install}`;
}

/** The names of the programs that are missing, in the list's order. */
function missingPrograms() {
  return Object.keys(programs).filter((name) => !programs[name].find());
}

module.exports = {programs, programPath, missingLine, missingPrograms};
