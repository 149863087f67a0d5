/**
 * What a reader sees on the intro, overview and service pages: the facts tables show the values
 * held in src/data, nothing less.
 */
import {test, expect} from './fixtures';
import {hostUrl, networkUrl, servicePath, services, volumeName} from '../../src/data/services';
import {envVarsReadBy} from '../../src/data/env';
import {connections} from '../../src/data/architecture';

for (const svc of services) {
  test(`${svc.name}: the page shows its facts, variables, volumes and health check from the data`, async ({page, watch}) => {
    await page.goto(servicePath(svc));
    const article = page.locator('article');

    const facts = article.getByRole('region', {name: `${svc.name} facts`});
    await expect(facts).toBeVisible();
    const expected = [svc.image, svc.containerName, svc.enableFlag, svc.startCommand, svc.composeKey];
    for (const port of svc.ports) {
      expected.push(hostUrl(svc, port.label), networkUrl(svc, port.label));
      if (port.variable) expected.push(port.variable);
    }
    for (const value of expected) await expect(facts).toContainText(value);
    await expect(facts.getByRole('link', {name: svc.upstreamDocs.replace(/^https:\/\//, '')})).toHaveAttribute('href', svc.upstreamDocs);

    const variables = article.getByRole('region', {name: `Variables ${svc.name} reads`});
    const read = envVarsReadBy(svc.slug);
    expect(read.length, `${svc.slug} reads at least its switch`).toBeGreaterThan(0);
    for (const variable of read) await expect(variables).toContainText(variable.name);

    const volumes = article.getByRole('region', {name: `${svc.name} volumes and mounts`});
    for (const volume of svc.volumes) {
      await expect(volumes).toContainText(volume.kind === 'volume' ? volumeName(volume.source) : volume.source);
      await expect(volumes).toContainText(volume.mount);
    }

    // The text of the "Health check" section: everything under its heading up to the next h2.
    const health = await article.getByRole('heading', {level: 2, name: 'Health check'}).evaluate((heading) => {
      let text = '';
      for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) text += node.textContent;
      return text;
    });
    expect(health).toContain(svc.healthCheck ? svc.healthCheck.test : 'no health check');
    expect(watch.errors).toEqual([]);
  });
}

test('the overview lists every service with its host address, default state and page link', async ({page}) => {
  await page.goto('/docs/services/overview');
  const table = page.getByRole('region', {name: 'Every service of the stack'});
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(services.length);
  for (const [index, svc] of services.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('link', {name: svc.name})).toHaveAttribute('href', servicePath(svc));
    for (const port of svc.ports) await expect(row).toContainText(hostUrl(svc, port.label));
    await expect(row.getByRole('cell').nth(2)).toHaveText(svc.enabledByDefault ? 'Yes' : 'No');
  }
  const controls = page.getByRole('region', {name: 'Switches, containers and health checks'});
  for (const svc of services) {
    await expect(controls).toContainText(`${svc.enableFlag}=${svc.enabledByDefault ? 'yes' : 'no'}`);
    await expect(controls).toContainText(svc.containerName);
  }
});

test('the intro shows the architecture diagram with a text alternative listing every connection', async ({page}) => {
  await page.goto('/docs/intro');
  const diagram = page.getByRole('img', {name: 'How the Seiling Buidlbox services connect'});
  await expect(diagram).toBeVisible();
  for (const svc of services) await expect(diagram).toContainText(svc.name);
  const table = page.getByRole('region', {name: 'Connections between the services'});
  await expect(table.locator('tbody tr')).toHaveCount(connections.length);
});
