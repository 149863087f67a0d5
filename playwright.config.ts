import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/lib/chromium';

/**
 * Browser suite: Debian's Chromium (Playwright cannot download browsers here) against
 * the production build and the test build, each served by `docusaurus serve` on loopback,
 * and against the production build served by Debian's nginx with deploy/nginx (HTTP and
 * HTTPS). The `load` project runs after the site's tests, alone, so that its load run slows no
 * other test; then `dev-server`, alone, which starts `docusaurus start` on a copy of the site.
 */
export const ports = {production: 4310, testBuild: 4311, nginx: 4312, nginxTls: 4313} as const;
export const origins = {
  production: `http://127.0.0.1:${ports.production}`,
  testBuild: `http://127.0.0.1:${ports.testBuild}`,
  nginx: `http://127.0.0.1:${ports.nginx}`,
  nginxTls: `https://127.0.0.1:${ports.nginxTls}`,
} as const;

/**
 * Every server is started by this run and stopped with SIGTERM at its end, so that each
 * removes what it created (the nginx server's folder holds a TLS key). A port already in use
 * is refused with Playwright's "is already used" message instead of being reused: a server
 * left running could be serving another build.
 */
const ownServer = {reuseExistingServer: false, gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000}} as const;

const serve = (dir: string, port: number) =>
  `npx docusaurus serve --dir ${dir} --host 127.0.0.1 --port ${port} --no-open`;

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Builds with speed mechanisms off (DOCS_PERFORMANCE_OFF, plugins/performance) are held to the
  // functional tests; a test tagged @performance checks what a mechanism does.
  grepInvert: process.env.DOCS_PERFORMANCE_OFF ? /@performance/ : undefined,
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  timeout: 30_000,
  expect: {timeout: 5_000},
  use: {
    baseURL: origins.production,
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    {name: 'site', testDir: './tests/e2e'},
    {name: 'load', testDir: './tests/load', dependencies: ['site'], timeout: 120_000},
    // `npm start` on a copy of the site (tests/lib/dev-site.ts): its own server, one to two
    // minutes to start, so it runs last, alone.
    {name: 'dev-server', testDir: './tests/dev-server', dependencies: ['load'], timeout: 240_000},
  ],
  webServer: [
    {
      command: serve('build', ports.production),
      url: `${origins.production}/`,
      ...ownServer,
      timeout: 60_000,
    },
    {
      command: serve('build-test', ports.testBuild),
      url: `${origins.testBuild}/`,
      ...ownServer,
      timeout: 60_000,
    },
    {
      command: `node scripts/nginx-test-server.mjs build ${ports.nginx} ${ports.nginxTls}`,
      url: `${origins.nginx}/`,
      ...ownServer,
      timeout: 30_000,
    },
  ],
});
