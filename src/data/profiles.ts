/**
 * The setup profiles of `configure_env.sh` (FACTS.md §3.4): what each one asks, which domain it
 * writes and which services it turns on, plus the credential prompts that some of them show.
 * Variable names here are checked against env.ts by the tests; defaults are read from env.ts.
 */
import {switchSources, type Service} from './services';


/** Whether a profile turns a service on, off, or asks you. */
export type ProfileSwitch = 'on' | 'off' | 'asked';

/** The kinds of question a profile asks, in the order the script asks them. */
export type ProfilePrompt = 'domain' | 'services' | 'credentials' | 'subdomains';

export const profilePromptLabels: Readonly<Record<ProfilePrompt, string>> = {
  domain: 'your domain',
  services: 'yes or no for each service',
  credentials: 'keys and passwords',
  subdomains: 'subdomains, when the domain is not localhost',
};

export interface Profile {
  /** Its number in the bootstrap menu; Enter picks 1. */
  readonly menuNumber: number;
  /** The value written to `PROFILE`. */
  readonly name: string;
  readonly prompts: readonly ProfilePrompt[];
  /** `localhost`, or asked. */
  readonly domain: 'localhost' | 'asked';
  /** What Enter keeps at the domain prompt, where the script says. */
  readonly domainDefault?: string;
  readonly traefik: ProfileSwitch;
  readonly ollama: ProfileSwitch;
  /** Every other service the bootstrap knows (`switchSources`); read a service's with `profileSwitch()`. */
  readonly others: ProfileSwitch;
  /** One sentence: when to pick it, or what sets it apart. */
  readonly note: string;
}

/** What Enter keeps at the domain prompt, the one prompt every profile that asks for a domain shows. */
const domainPromptDefault = 'seiling.domain.xyz';

export const profiles: readonly Profile[] = [
  {
    menuNumber: 1,
    name: 'default',
    prompts: [],
    domain: 'localhost',
    traefik: 'off',
    ollama: 'off',
    others: 'on',
    note: 'What Enter selects and what auto mode always uses; keys stay placeholders.',
  },
  {
    menuNumber: 2,
    name: 'local-dev',
    prompts: [],
    domain: 'localhost',
    traefik: 'off',
    ollama: 'off',
    others: 'on',
    note: 'Writes the same file as default.',
  },
  {
    menuNumber: 3,
    name: 'remote',
    prompts: ['domain', 'credentials'],
    domain: 'asked',
    domainDefault: domainPromptDefault,
    traefik: 'on',
    ollama: 'off',
    others: 'on',
    note: 'For a server reached through a domain; Ollama stays off.',
  },
  {
    menuNumber: 4,
    name: 'full',
    prompts: ['domain', 'credentials'],
    domain: 'asked',
    domainDefault: domainPromptDefault,
    traefik: 'on',
    ollama: 'on',
    others: 'on',
    note: 'Like remote, with Ollama as well: every service.',
  },
  {
    menuNumber: 5,
    name: 'full-local',
    prompts: ['credentials'],
    domain: 'localhost',
    traefik: 'off',
    ollama: 'on',
    others: 'on',
    note: 'Everything except Traefik, on your own machine.',
  },
  {
    menuNumber: 6,
    name: 'custom',
    prompts: ['domain', 'services', 'credentials', 'subdomains'],
    domain: 'asked',
    domainDefault: domainPromptDefault,
    traefik: 'asked',
    ollama: 'asked',
    others: 'asked',
    note: 'Enter answers yes for each service, except Ollama and Traefik, where it answers no.',
  },
];

/** What a profile does with a service: on, off or asked; null for a service the bootstrap does not know. */
export function profileSwitch(profile: Profile, svc: Pick<Service, 'slug' | 'enabledByDefault' | 'switchSources'>): ProfileSwitch | null {
  if (!switchSources(svc).bootstrap) return null;
  return svc.slug === 'traefik' ? profile.traefik : svc.slug === 'ollama' ? profile.ollama : profile.others;
}

/** Services whose subdomain the custom profile asks for (service slugs, in prompt order). */
export const customSubdomainServices: readonly string[] = [
  'n8n',
  'openwebui',
  'flowise',
  'ollama',
  'sei-mcp',
  'eliza',
  'cambrian',
];

export interface PromptOption {
  readonly text: string;
  /** A command the option runs, if any. */
  readonly command?: string;
  readonly isDefault?: boolean;
}

export interface CredentialPrompt {
  /** What the prompt asks for. */
  readonly label: string;
  /** The variables its answer is written to; Enter keeps their default from env.ts. */
  readonly variables: readonly string[];
  /** Choices offered before the value, if any. */
  readonly options?: readonly PromptOption[];
  readonly note?: string;
}

/** The credential prompts of the remote, full, full-local and custom profiles, in order. */
export const credentialPrompts: readonly CredentialPrompt[] = [
  {label: 'OpenAI API key', variables: ['OPENAI_API_KEY']},
  {
    label: 'Sei private key',
    variables: ['SEI_PRIVATE_KEY'],
    options: [
      {text: 'Enter your own key'},
      {text: 'Generate a new one', command: 'generate_wallet.sh --non-interactive'},
      {text: 'Keep the placeholder', isDefault: true},
    ],
  },
  {
    label: 'PostgreSQL password',
    variables: ['POSTGRES_PASSWORD', 'REDIS_PASSWORD'],
    note: 'The same answer becomes the Redis password.',
  },
  {label: 'n8n encryption key', variables: ['N8N_ENCRYPTION_KEY']},
  {label: 'n8n JWT secret', variables: ['N8N_USER_MANAGEMENT_JWT_SECRET']},
  {label: 'OpenWebUI secret key', variables: ['WEBUI_SECRET_KEY']},
  {label: 'Flowise password', variables: ['FLOWISE_PASSWORD']},
];

/** Variables the env template has but configure_env.sh never writes, whatever the profile. */
export const notWrittenByBootstrap: readonly {readonly name: string; readonly consequence: string}[] = [
  {
    name: 'TRAEFIK_EMAIL',
    consequence: "Traefik gets no address for Let's Encrypt; add the line yourself before you test certificates.",
  },
  {
    name: 'NEO4J_AUTH',
    consequence: 'Neo4j starts with the public default password unless you add the line.',
  },
];
