/**
 * What a reader chooses in the .env builder, the choices' starting values, and the check of each
 * field: an error names its field, so that the form shows it next to that field. Pure: no DOM,
 * no randomness. generate.ts turns valid choices into the file.
 */
import {generatedSecrets, safeSettings} from '../../data/env-template';
import {httpsServices, publishedOf} from '../../data/https';
import {profiles, profileSwitch, type Profile} from '../../data/profiles';
import {service, services, type Service} from '../../data/services';

/** Where the stack runs: this computer, a VM reached through the SSH tunnel, or a VM behind Caddy. */
export type Placement = 'computer' | 'vm' | 'caddy';

/** A stack that never started, or one that already ran (some values must then stay). */
export type StackState = 'new' | 'ran';

export interface Choices {
  readonly profile: string;
  /** The slugs of the services that run. */
  readonly services: readonly string[];
  readonly placement: Placement;
  /** The domain whose subdomains Caddy serves (placement `caddy`). */
  readonly domain: string;
  /** The address Let's Encrypt writes to about the certificates (placement `caddy`). */
  readonly email: string;
  /** Empty: no key yet. */
  readonly openaiKey: string;
  /** Empty: the builder makes a new, empty wallet key. */
  readonly seiKey: string;
  /** Modules the n8n Code node may load, separated by commas. */
  readonly codeModules: string;
  readonly stack: StackState;
  /** On a stack that ran: the current values of the secrets that must stay, by variable name. */
  readonly current: Readonly<Record<string, string>>;
}

/** The secrets a stack that already ran keeps: the builder asks for their current values. */
export const keptSecrets = generatedSecrets.filter((secret) => secret.onRunningStack.kind === 'keep');

/** The services a profile turns on; for the custom profile, the script's own defaults. */
export function servicesOf(profile: Profile): string[] {
  const on = (svc: Service): boolean => {
    const which = profileSwitch(profile, svc);
    return which === 'on' || (which === 'asked' && svc.slug !== 'traefik' && svc.slug !== 'ollama');
  };
  return services.filter(on).map((svc) => svc.slug);
}

export function profileNamed(name: string): Profile {
  const found = profiles.find((p) => p.name === name);
  if (!found) throw new Error(`Unknown profile "${name}"`);
  return found;
}

export function initialChoices(): Choices {
  const profile = profiles[0]!;
  return {
    profile: profile.name,
    services: servicesOf(profile),
    placement: 'computer',
    domain: '',
    email: '',
    openaiKey: '',
    seiKey: '',
    codeModules: safeSettings.codeModulesDefault,
    stack: 'new',
    current: {},
  };
}

/** A field of the form: a choice, a service's switch (`service:<slug>`) or a kept value (`current:<NAME>`). */
export type Field = keyof Choices | `service:${string}` | `current:${string}`;

export interface FieldError {
  readonly field: Field;
  readonly message: string;
}

/** Characters a value may hold so that Bash's `source` and Compose's env-file parser read it alike. */
export const plainValue = /^[A-Za-z0-9_.\/:@+,-]*$/;

const label = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const hostName = new RegExp(`^(?=.{1,253}$)${label}(\\.${label})+$`);

/** The order of secp256k1's group: a private key is a number from 1 to this minus 1. */
const secp256k1Order = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');

export function isPrivateKey(hex: string): boolean {
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(hex)) return false;
  const value = BigInt(`0x${hex.replace(/^0x/, '')}`);
  return value > BigInt(0) && value < secp256k1Order;
}

/** Every problem with the choices, one per field; empty when the file can be written. */
export function validate(choices: Choices): FieldError[] {
  const errors: FieldError[] = [];
  const on = new Set(choices.services);
  if (!on.size) errors.push({field: 'services', message: 'Choose at least one service: with none, the deploy script stops.'});
  for (const svc of services) {
    for (const needed of svc.dependsOn) {
      if (on.has(svc.slug) && !on.has(needed)) {
        errors.push({field: `service:${needed}`, message: `${svc.name} needs this service: turn it on, or turn ${svc.name} off.`});
      }
    }
  }
  if (choices.placement === 'caddy') {
    const domain = choices.domain.trim().toLowerCase();
    if (!hostName.test(domain) || domain.endsWith('.localhost')) {
      errors.push({field: 'domain', message: 'Enter a domain name such as example.com: letters, digits and hyphens, in parts separated by dots.'});
    }
    if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(choices.email.trim())) {
      errors.push({field: 'email', message: 'Enter an email address such as you@example.com.'});
    }
    if (on.has('traefik')) {
      errors.push({field: 'service:traefik', message: 'Caddy needs ports 80 and 443, which Traefik takes: turn Traefik off.'});
    }
    if (on.size && !publishedOf(on).length) {
      const names = httpsServices.map((slug) => service(slug).name);
      errors.push({field: 'services', message: `Caddy serves only ${names.slice(0, -1).join(', ')} and ${names.at(-1)}: turn on at least one of them.`});
    }
  }
  const openai = choices.openaiKey.trim();
  if (openai && !/^sk-[A-Za-z0-9_-]{16,}$/.test(openai)) {
    errors.push({field: 'openaiKey', message: 'An OpenAI key starts with sk- and holds only letters, digits, - and _. Leave the field empty if you have none yet.'});
  }
  const sei = choices.seiKey.trim();
  if (sei && !isPrivateKey(sei)) {
    errors.push({field: 'seiKey', message: 'A private key is 64 hexadecimal characters, with or without 0x in front. Leave the field empty for a new wallet.'});
  }
  const modules = choices.codeModules.trim();
  if (!/^[@A-Za-z0-9][A-Za-z0-9._\/-]*(,[@A-Za-z0-9][A-Za-z0-9._\/-]*)*$/.test(modules)) {
    errors.push({
      field: 'codeModules',
      message: 'Name at least one module, such as lodash; separate several with commas, without spaces. An empty value or * lets the Code node load any module.',
    });
  }
  if (choices.stack === 'ran') {
    for (const secret of keptSecrets) {
      const value = (choices.current[secret.name] ?? '').trim();
      const field: Field = `current:${secret.name}`;
      if (!value) errors.push({field, message: `Copy the value from your current .env: grep '^${secret.name}=' .env`});
      else if (!plainValue.test(value)) {
        errors.push({field, message: 'This value needs quotes in .env. Change it the safe way first (the link below), to letters and digits.'});
      } else if (secret.prefix && !value.startsWith(secret.prefix)) {
        errors.push({field, message: `The line holds the user too: ${secret.prefix}<password>.`});
      }
    }
  }
  return errors;
}
