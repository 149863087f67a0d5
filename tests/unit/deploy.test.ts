/**
 * The Docker image and the Compose snippet cannot run here (no Docker engine), so these
 * checks hold them to the files that are tested: every path the nginx configuration names
 * is a file the image puts there, the ports agree, and the Traefik labels follow the
 * toolkit's own (FACTS §1.4: entrypoint websecure, resolver myresolver, BASE_DOMAIN_NAME).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('deploy/Dockerfile');
const nginxFiles = ['seiling-docs.conf', 'site.conf', 'http.conf'].map((name) => `deploy/nginx/${name}`);

/** The serve stage's COPY instructions: each source and where it lands. */
function servedCopies(): Array<{from: string | null; sources: string[]; target: string}> {
  const serveStage = dockerfile.split(/^FROM /m).pop()!;
  return [...serveStage.matchAll(/^COPY (?:--from=(\S+) )?(.+)$/gm)].map((match) => {
    const words = match[2]!.trim().split(/\s+/);
    return {from: match[1] ?? null, sources: words.slice(0, -1), target: words.at(-1)!};
  });
}

/** Where a file of the build context (or of the build stage) lands in the image. */
function landsAt(source: string, from: string | null = null): string | undefined {
  for (const copy of servedCopies()) {
    if (copy.from !== from || !copy.sources.includes(source)) continue;
    return copy.target.endsWith('/') ? copy.target + path.basename(source) : copy.target;
  }
  return undefined;
}

test('every file the nginx configuration includes is one the image puts there', () => {
  const files = new Set(servedCopies().flatMap((copy) => copy.sources.map((source) => landsAt(source, copy.from))));
  const includes = nginxFiles.flatMap((file) => [...read(file).matchAll(/^\s*include\s+(\S+);/gm)].map((m) => m[1]!));
  assert.ok(includes.length >= 3, `includes found: ${includes.join(', ')}`);
  for (const include of includes) assert.ok(files.has(include), `${include} is not copied into the image`);
});

test('the image copies the shipped configuration, the build and its policy to the places nginx reads', () => {
  assert.equal(landsAt('deploy/nginx/seiling-docs.conf'), '/etc/nginx/conf.d/seiling-docs.conf');
  assert.equal(landsAt('deploy/nginx/site.conf'), '/etc/nginx/seiling-docs/site.conf');
  assert.equal(landsAt('deploy/nginx/http.conf'), '/etc/nginx/seiling-docs/http.conf');
  const webRoot = read('deploy/nginx/site.conf').match(/^root\s+(\S+);/m)?.[1];
  assert.equal(landsAt('/site/build', 'build'), webRoot);
  // scripts/build.mjs writes the headers beside the output folder, as <outDir>-headers.conf.
  assert.equal(landsAt('/site/build-headers.conf', 'build'), '/etc/nginx/seiling-docs/headers.conf');
  assert.match(dockerfile, /^WORKDIR \/site$/m);
  assert.match(dockerfile, /^RUN npm run build$/m);
  assert.match(dockerfile, /apt-get install[^\n]*\bnginx libnginx-mod-http-brotli-static\b/);
  assert.match(dockerfile, /^RUN nginx -t$/m);
});

test('the image, the nginx server and the Traefik service agree on the port', () => {
  const listen = read('deploy/nginx/seiling-docs.conf').match(/^\s*listen\s+(\d+);/m)?.[1];
  assert.equal(dockerfile.match(/^EXPOSE (\d+)$/m)?.[1], listen);
  const compose = yaml.load(read('deploy/docker-compose.docs.yml')) as {
    services: Record<string, {labels: string[]}>;
  };
  const labels = compose.services.docs!.labels;
  assert.ok(labels.includes(`traefik.http.services.docs.loadbalancer.server.port=${listen}`), labels.join('\n'));
});

test("the Compose service joins the toolkit's network and routes as its other services do", () => {
  const compose = yaml.load(read('deploy/docker-compose.docs.yml')) as {
    services: Record<string, {image: string; networks: string[]; labels: string[]}>;
  };
  const docs = compose.services.docs!;
  assert.deepEqual(docs.networks, ['seiling_network']);
  for (const label of [
    'traefik.enable=true',
    'traefik.http.routers.docs.rule=Host(`docs.${BASE_DOMAIN_NAME:-localhost}`)',
    'traefik.http.routers.docs.entrypoints=websecure',
    'traefik.http.routers.docs.tls.certresolver=myresolver',
  ]) {
    assert.ok(docs.labels.includes(label), `missing label ${label}`);
  }
  // The image it runs is the one the Dockerfile's usage line and deploy/README.md build.
  const tag = dockerfile.match(/docker build -f deploy\/Dockerfile -t (\S+) \./)?.[1];
  assert.equal(docs.image, tag);
  assert.ok(read('deploy/README.md').includes(`docker build -f deploy/Dockerfile -t ${tag} .`));
});
