/**
 * Every item of each kind appears on its page, as the reader sees it: every variable on the
 * configuration page, every script on the bootstrap page, every template, function, node, tool and
 * link on the resources pages. The expected lists are the data the pages render.
 */
import {test, expect, waitForHydration} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import {envVars} from '../../src/data/env';
import {profiles} from '../../src/data/profiles';
import {bootstrapFlags, bootstrapScripts} from '../../src/data/bootstrap';
import {n8nCredentials, n8nPackages, n8nWorkflows} from '../../src/data/n8n-templates';
import {flowiseTemplates} from '../../src/data/flowise-templates';
import {pipeFunctions} from '../../src/data/openwebui-functions';
import {seiNodes, seiNodeNetworks} from '../../src/data/sei-nodes';
import {mcpNetworks, mcpPrompts, mcpResources, mcpTools} from '../../src/data/mcp';
import {cambrianTools} from '../../src/data/cambrian';
import {externalLinks} from '../../src/data/external-links';

/** The article's text, read once: checking hundreds of values one locator at a time is slow. */
async function articleText(page: Page, path: string): Promise<{article: Locator; text: string}> {
  await page.goto(path);
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1})).toBeVisible();
  await waitForHydration(page);
  return {article, text: (await article.innerText()).replace(/\s+/g, ' ')};
}

function expectAll(text: string, values: readonly string[], what: string): void {
  const missing = values.filter((value) => !text.includes(value.replace(/\s+/g, ' ')));
  expect(missing, `${what} missing from the page`).toEqual([]);
}

test('configuration: every variable and every profile', async ({page}) => {
  const {text} = await articleText(page, '/docs/getting-started/configuration');
  expectAll(text, envVars.map((v) => v.name), 'variables');
  expectAll(text, profiles.map((p) => p.name), 'profiles');
});

test('bootstrap scripts: every script and every flag of bootstrap.sh', async ({page}) => {
  const {text} = await articleText(page, '/docs/resources/bootstrap-scripts');
  expectAll(text, bootstrapScripts.map((s) => s.name), 'scripts');
  expectAll(text, bootstrapFlags.flatMap((f) => f.forms), 'flags');
});

test('n8n templates: every workflow file and name, package and credential', async ({page}) => {
  const {text} = await articleText(page, '/docs/resources/n8n-templates');
  expectAll(text, n8nWorkflows.flatMap((w) => [w.file, w.name]), 'workflows');
  expectAll(text, n8nPackages.map((p) => p.name), 'packages');
  expectAll(text, n8nCredentials.map((c) => c.name), 'credentials');
});

test('Flowise templates: every template file', async ({page}) => {
  const {text} = await articleText(page, '/docs/resources/flowise-templates');
  expectAll(text, flowiseTemplates.map((t) => t.file), 'templates');
});

test('OpenWebUI templates: every function with every valve and its default', async ({page}) => {
  const {text} = await articleText(page, '/docs/resources/openwebui-templates');
  expectAll(text, pipeFunctions.map((f) => f.file), 'functions');
  expectAll(text, pipeFunctions.flatMap((f) => f.valves.flatMap((v) => [v.name, v.default])), 'valves');
});

test('Sei n8n nodes: every node by display name and type id, and every network', async ({page}) => {
  const {text} = await articleText(page, '/docs/resources/sei-n8n-nodes');
  expectAll(text, seiNodes.flatMap((n) => [n.displayName, n.typeId]), 'nodes');
  expectAll(text, seiNodeNetworks.map((n) => n.label), 'networks');
});

test('Sei MCP Server: every tool, resource, prompt and network', async ({page}) => {
  const {text} = await articleText(page, '/docs/services/sei-mcp');
  expectAll(text, mcpTools.map((t) => t.name), 'tools');
  expectAll(text, mcpResources.map((r) => r.uri), 'resources');
  expectAll(text, mcpPrompts.map((p) => p.name), 'prompts');
  expectAll(text, mcpNetworks.flatMap((n) => [n.name, String(n.chainId)]), 'networks');
});

test('Cambrian: every agent tool', async ({page}) => {
  const {text} = await articleText(page, '/docs/services/cambrian');
  expectAll(text, cambrianTools.map((t) => t.name), 'tools');
});

test('external resources: every link, pointing where the data says', async ({page}) => {
  const {article} = await articleText(page, '/docs/resources/external-resources');
  const hrefs = await article.locator('a[href^="http"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const wanted = Object.values(externalLinks).flat().map((link) => link.url);
  expect(wanted.filter((url) => !hrefs.includes(url))).toEqual([]);
});
