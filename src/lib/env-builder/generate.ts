/**
 * The .env builder's generator: valid choices and a source of random bytes in, the whole file out.
 * Pure: the Configuration page runs it with `crypto.getRandomValues`, the unit tests and the
 * procedures harness with Node's, so all three run this very code.
 *
 * The file lists every variable of the toolkit's env-example.env in its order and sections
 * (src/data/env-template.ts), each under its description from src/data/env.ts, then the lines the
 * template leaves at unsafe fallbacks. Every value is plain (choices.ts `plainValue`), so Bash's
 * `source` and Compose's env-file parser read the same value.
 */
import {envVar} from '../../data/env';
import {builderExtras, builderHttpsExtras, envTemplate, generatedSecrets, safeSettings, secretLength, type TemplateSection} from '../../data/env-template';
import {caddyfile, httpsHost, publishedOf} from '../../data/https';
import {services, service} from '../../data/services';
import {site} from '../../data/site';
import {isPrivateKey, keptSecrets, plainValue, validate, type Choices} from './choices';

/** `n` random bytes, each uniform over 0–255 (crypto.getRandomValues, or Node's crypto). */
export type RandomBytes = (n: number) => Uint8Array;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random string of `length` characters from [A-Za-z0-9], each uniform (bytes of 248 and above
 * are drawn again, so that no character is likelier), holding at least one lower-case letter,
 * one capital and one digit for programs that ask for them.
 */
export function randomSecret(randomBytes: RandomBytes, length: number = secretLength): string {
  for (;;) {
    let out = '';
    while (out.length < length) {
      for (const byte of randomBytes(length * 2)) {
        if (byte < 248 && out.length < length) out += alphabet[byte % 62];
      }
    }
    if (/[a-z]/.test(out) && /[A-Z]/.test(out) && /[0-9]/.test(out)) return out;
  }
}

/** A new EVM private key: 32 random bytes, drawn again in the 2^-128 case that is no valid key. */
export function randomPrivateKey(randomBytes: RandomBytes): string {
  for (;;) {
    const hex = Array.from(randomBytes(32), (b) => b.toString(16).padStart(2, '0')).join('');
    if (isPrivateKey(hex)) return `0x${hex}`;
  }
}

export interface BuiltEnv {
  /** The file, ending with a newline. */
  readonly text: string;
  /** Every variable and its value, in the file's order. */
  readonly values: ReadonlyMap<string, string>;
  /** The secrets the builder drew, by variable name (the whole line's value). */
  readonly generated: readonly string[];
  /** The values kept from a stack that ran. */
  readonly kept: readonly string[];
  /** Whether the Sei key is a new wallet the builder made. */
  readonly newWallet: boolean;
  /** The Caddyfile for the reader's domain and email, behind Caddy: a site for each recipe service turned on. */
  readonly caddyfile?: string;
  /** The host names of those sites, behind Caddy: each needs an A record pointing at the VM. */
  readonly hosts?: readonly string[];
}

/** What the file calls the builder's page, in its first comment. */
export const builderUrl = `${site.url}/docs/getting-started/configuration#build-your-env-file`;

const comment = (text: string): string =>
  text
    .replace(/`/g, '')
    .split(/(?<=\.)\s+/)
    .map((sentence) => `# ${sentence}`)
    .join('\n');

/** Writes the file. Throws on choices that do not validate: the form never calls it then. */
export function buildEnv(choices: Choices, randomBytes: RandomBytes): BuiltEnv {
  const errors = validate(choices);
  if (errors.length) throw new Error(`invalid choices: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
  const values = new Map<string, string>();
  const generated: string[] = [];
  const kept: string[] = [];
  const notes = new Map<string, string>();
  const on = new Set(choices.services);
  const caddy = choices.placement === 'caddy';
  const domain = choices.domain.trim().toLowerCase();
  const published = publishedOf(on);

  for (const section of envTemplate) for (const name of section.names) values.set(name, envVar(name).default);
  for (const svc of services) values.set(svc.enableFlag, on.has(svc.slug) ? 'yes' : 'no');
  values.set('PROFILE', choices.profile);
  // Stays localhost behind Caddy too: the deploy and health scripts reach the services at
  // http://$BASE_DOMAIN_NAME:<port>, and Caddy serves the subdomains, not Traefik.
  values.set('BASE_DOMAIN_NAME', 'localhost');
  if (caddy) notes.set('BASE_DOMAIN_NAME', 'Keep localhost behind Caddy: the deploy and health scripts reach each service at http://$BASE_DOMAIN_NAME:<port>, and Caddy, not Traefik, serves your subdomains.');
  values.set('OPENAI_API_KEY', choices.openaiKey.trim());
  const seiKey = choices.seiKey.trim();
  values.set('SEI_PRIVATE_KEY', seiKey ? `0x${seiKey.replace(/^0x/, '')}` : randomPrivateKey(randomBytes));

  for (const secret of generatedSecrets) {
    const keep = choices.stack === 'ran' && keptSecrets.includes(secret);
    if (keep) {
      values.set(secret.name, choices.current[secret.name]!.trim());
      kept.push(secret.name);
      if (secret.onRunningStack.kind === 'keep') notes.set(secret.name, `Your current value, kept: ${secret.onRunningStack.why}`);
    } else {
      values.set(secret.name, `${secret.prefix ?? ''}${randomSecret(randomBytes)}`);
      generated.push(secret.name);
    }
    if (secret.keepWithBackups) notes.set(secret.name, [notes.get(secret.name), `Keep this value with your backups: ${secret.keepWithBackups}`].filter(Boolean).join(' '));
  }
  values.set('WEBUI_AUTH', safeSettings.WEBUI_AUTH);
  values.set('NODE_FUNCTION_ALLOW_EXTERNAL', choices.codeModules.trim());
  const sections: TemplateSection[] = [...envTemplate, builderExtras];
  if (caddy && on.has('n8n')) {
    const host = httpsHost(service('n8n'), domain);
    values.set('WEBHOOK_URL', `https://${host}/`);
    values.set('N8N_HOST', host);
    values.set('N8N_PROTOCOL', 'https');
    sections.push(builderHttpsExtras);
  }

  for (const [name, value] of values) {
    if (!plainValue.test(value)) throw new Error(`${name}: the value would need quotes`);
  }
  const where = {computer: 'your computer', vm: 'a VM behind the SSH tunnel', caddy: `a VM behind Caddy, at ${domain}`}[choices.placement];
  const head = [
    `# Seiling Buidlbox .env, written in your browser by ${builderUrl}`,
    `# Profile ${choices.profile}, for ${where}, ${choices.stack === 'new' ? 'before the first start' : 'for a stack that already ran'}.`,
    '# Every secret here is random and every value is plain: letters, digits and _ . / : @ + , -',
    '# Keep the file private (chmod 600) and with your backups.',
  ].join('\n');
  const body = sections.map((section) => {
    const lines = section.names.map((name) => {
      const note = notes.get(name);
      return [comment(envVar(name).description), note ? comment(note) : '', `${name}=${values.get(name)}`].filter(Boolean).join('\n');
    });
    return [`# ---- ${section.title} ----`, ...lines].join('\n\n');
  });
  const ordered = new Map(sections.flatMap((section) => section.names.map((name) => [name, values.get(name)!] as const)));
  return {
    text: `${[head, ...body].join('\n\n')}\n`,
    values: ordered,
    generated,
    kept,
    newWallet: !seiKey,
    caddyfile: caddy ? caddyfile(domain, choices.email.trim(), [], published) : undefined,
    hosts: caddy ? published.map((slug) => httpsHost(service(slug), domain)) : undefined,
  };
}
