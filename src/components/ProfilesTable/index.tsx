import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import {envTableClass, Value} from '@site/src/components/EnvTable/parts';
import {envVar} from '@site/src/data/env';
import {
  credentialPrompts,
  notWrittenByBootstrap,
  profilePromptLabels,
  profiles,
  profileSwitch,
  type Profile,
} from '@site/src/data/profiles';
import {services} from '@site/src/data/services';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['sub', 'subList']);

/** Which services a profile starts, in words, from its switches (src/data/profiles.ts). */
function servicesOn(profile: Profile): string {
  if (profile.traefik === 'asked' || profile.ollama === 'asked' || profile.others === 'asked') {
    return 'You choose each one';
  }
  const off = services.filter((svc) => profileSwitch(profile, svc) !== 'on').map((svc) => svc.name);
  const on = services.length - off.length;
  const names = off.length > 1 ? `${off.slice(0, -1).join(', ')} and ${off.at(-1)}` : off[0];
  return off.length === 0 ? `All ${on}` : `${on}: all but ${names}`;
}

function Domain({profile}: {profile: Profile}): ReactNode {
  if (profile.domain === 'localhost') return <code>localhost</code>;
  return (
    <>
      Asked
      {profile.domainDefault && (
        <>
          {' '}
          (Enter keeps <code>{profile.domainDefault}</code>)
        </>
      )}
    </>
  );
}

/** The profiles of the bootstrap menu: what each asks, its domain and the services it starts. */
function Profiles(): ReactNode {
  return (
    <Table
      caption="The bootstrap profiles"
      className={envTableClass}
      stacked
      rows={profiles}
      columns={[
        {header: 'Menu entry', rowHeader: true, cell: (profile) => <>{profile.menuNumber}. <code>{profile.name}</code></>},
        {
          header: 'Asks for',
          cell: (profile) =>
            profile.prompts.length === 0 ? 'Nothing' : profile.prompts.map((prompt) => profilePromptLabels[prompt]).join('; '),
        },
        {header: 'Domain', cell: (profile) => <Domain profile={profile} />},
        {header: 'Services it starts', cell: servicesOn},
        {header: 'Note', cell: (profile) => profile.note},
      ]}
    />
  );
}

/** The credential prompts, in the order bootstrap asks them, with what Enter keeps. */
function CredentialPrompts(): ReactNode {
  return (
    <ol>
      {credentialPrompts.map((prompt) => {
        const vars = prompt.variables.map(envVar);
        const first = vars[0]!;
        return (
          <li key={prompt.label}>
            <strong>{prompt.label}</strong>, written to{' '}
            {vars.map((v, index) => (
              <React.Fragment key={v.name}>
                {index > 0 && ' and '}
                <code>{v.name}</code>
              </React.Fragment>
            ))}
            . {prompt.note}
            {prompt.options && (
              <ol className={styles.subList}>
                {prompt.options.map((option) => (
                  <li key={option.text}>
                    {option.text}
                    {option.command && (
                      <>
                        {' '}
                        with <code>{option.command}</code>
                      </>
                    )}
                    {option.isDefault && ' (what Enter picks)'}
                  </li>
                ))}
              </ol>
            )}{' '}
            <span className={styles.sub}>
              Enter keeps <Value value={first.default} />.
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Variables that no profile writes, and what that leaves you with. */
function NotWritten(): ReactNode {
  return (
    <ul>
      {notWrittenByBootstrap.map(({name, consequence}) => (
        <li key={name}>
          <code>{name}</code> (template value <Value value={envVar(name).default} />): {consequence}
        </li>
      ))}
    </ul>
  );
}

/**
 * Bootstrap profile facts, by `show`: `profiles` (the default) renders the profiles as a table,
 * `credentials` the credential prompts in order, `not-written` the lines no profile writes.
 */
export default function ProfilesTable({
  show = 'profiles',
}: {
  show?: 'profiles' | 'credentials' | 'not-written';
}): ReactNode {
  if (show === 'credentials') return <CredentialPrompts />;
  if (show === 'not-written') return <NotWritten />;
  return <Profiles />;
}
