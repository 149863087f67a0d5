/**
 * The .env builder's form (loaded only when the reader opens it). It holds the choices in React
 * state and nowhere else, checks them with src/lib/env-builder/choices.ts, and on "Build" draws
 * the secrets with crypto.getRandomValues through the same generator the tests and the
 * procedures harness run. Errors show beside their fields once the reader has asked to build.
 */
import React, {useState, type FormEvent, type ReactNode} from 'react';
import {envVar} from '@site/src/data/env';
import {httpsServices, publishedOf} from '@site/src/data/https';
import {profiles} from '@site/src/data/profiles';
import {service} from '@site/src/data/services';
import {risks} from '@site/src/data/risks';
import {initialChoices, profileNamed, servicesOf, validate, type Choices, type Placement} from '@site/src/lib/env-builder/choices';
import {buildEnv, type BuiltEnv} from '@site/src/lib/env-builder/generate';
import Field from './Field';
import {controlId} from './ids';
import Output from './Output';
import Services from './Services';
import Stack from './Stack';
import styles from './styles.module.css';

const randomBytes = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));
const placements: [Placement, string][] = [
  ['computer', 'Your computer'],
  ['vm', 'A VM, reached through the SSH tunnel'],
  ['caddy', 'A VM behind the Caddy recipe, with your domain'],
];
const keyRisk = risks.find((risk) => risk.id === 'placeholder-keys')!;
const signerNames = envVar('SEI_PRIVATE_KEY').readers.map((slug) => service(slug).name);
const listed = (names: readonly string[]): string => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(''));
const signers = listed(signerNames);
/** The subdomains Caddy serves for the services ticked: `chat.`, `n8n.`, … */
const caddyHosts = (on: readonly string[]): string => listed(publishedOf(on).map((slug) => `${service(slug).traefik!.subdomain}.`));
const recipeNames = listed(httpsServices.map((slug) => service(slug).name));

export default function Builder(): ReactNode {
  const [choices, setChoices] = useState<Choices>(initialChoices);
  const [asked, setAsked] = useState(false);
  const [built, setBuilt] = useState<BuiltEnv | null>(null);
  const errors = asked ? validate(choices) : [];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const change = (next: Partial<Choices>) => {
    setChoices((was) => ({...was, ...next}));
    setBuilt(null);
  };
  function submit(event: FormEvent): void {
    event.preventDefault();
    setAsked(true);
    const found = validate(choices);
    if (found.length) {
      setBuilt(null);
      document.getElementById(controlId(found[0]!.field))?.focus();
      return;
    }
    setBuilt(buildEnv(choices, randomBytes));
  }
  return (
    <div className={styles.builder}>
      <form onSubmit={submit} noValidate aria-label=".env builder">
        <div className={styles.field}>
          <label htmlFor="envb-profile">Profile</label>
          <p id="envb-profile-hint" className={styles.fieldHint}>
            Written as PROFILE; choosing one ticks the services it turns on.
          </p>
          <select
            id="envb-profile"
            aria-describedby="envb-profile-hint"
            value={choices.profile}
            onChange={(event) => change({profile: event.target.value, services: servicesOf(profileNamed(event.target.value))})}>
            {profiles.map((profile) => (
              <option key={profile.name} value={profile.name}>
                {profile.name}
              </option>
            ))}
          </select>
        </div>
        <Services
          on={choices.services}
          errors={errors}
          onToggle={(slug, on) => change({services: on ? [...choices.services, slug] : choices.services.filter((s) => s !== slug)})}
        />
        <fieldset className={styles.fieldset}>
          <legend>Where it runs</legend>
          {placements.map(([value, label]) => (
            <div key={value} className={styles.radio}>
              <input id={`envb-placement-${value}`} type="radio" name="envb-placement" checked={choices.placement === value} onChange={() => change({placement: value})} />
              <label htmlFor={`envb-placement-${value}`}>{label}</label>
            </div>
          ))}
          {choices.placement === 'caddy' && (
            <>
              <Field id="envb-domain" label="Your domain" placeholder="example.com" value={choices.domain} onChange={(domain) => change({domain})} error={errorOf('domain')} hint={caddyHosts(choices.services) ? `Caddy serves ${caddyHosts(choices.services)} in front of it, for the services you ticked.` : `Caddy serves ${recipeNames} only: tick at least one.`} />
              <Field id="envb-email" type="email" label="Email for Let's Encrypt" placeholder="you@example.com" value={choices.email} onChange={(email) => change({email})} error={errorOf('email')} />
            </>
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Keys you already have (optional)</legend>
          <Field id="envb-openai" label="OpenAI API key" value={choices.openaiKey} onChange={(openaiKey) => change({openaiKey})} error={errorOf('openaiKey')} hint="Left empty, the line stays empty: add the key later in OpenWebUI." />
          <Field id="envb-sei" label="Sei private key" value={choices.seiKey} onChange={(seiKey) => change({seiKey})} error={errorOf('seiKey')} hint={`Left empty, the builder makes a new wallet key. ${keyRisk.fix} ${signers} all sign with it.`} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>n8n Code node</legend>
          <Field id="envb-modules" label="Modules the Code node may load" value={choices.codeModules} onChange={(codeModules) => change({codeModules})} error={errorOf('codeModules')} hint="Separated by commas. Only these can be imported; * would allow every module." />
        </fieldset>
        <Stack choices={choices} errors={errors} onStack={(stack) => change({stack})} onCurrent={(name, value) => change({current: {...choices.current, [name]: value}})} />
        <button type="submit" className="button button--primary">
          Build the .env
        </button>
        {errors.length > 0 && (
          <p role="alert" className={styles.error}>
            {errors.length === 1 ? 'One field needs' : `${errors.length} fields need`} a change: see the message beside it.
          </p>
        )}
      </form>
      {built && <Output built={built} />}
    </div>
  );
}
