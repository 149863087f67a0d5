/**
 * The OpenWebUI Pipe functions as cards: file, pipe id and model name, valves with their defaults,
 * the in-network address to set where a default does not work, endpoints, a reachability check run
 * from the OpenWebUI container, and known issues. No props; each card's heading anchor is the pipe id.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {networkUrl, service} from '@site/src/data/services';
import {pipeFunctions, type PipeFunction} from '@site/src/data/openwebui-functions';
import {ServiceLinks} from '@site/src/components/ServiceLink';
import {CaveatList, partStyles as styles} from '../TemplateParts';

/** The address a URL valve should hold: the correction if there is one, else the default. */
function inNetworkValue(fn: PipeFunction): {valve: string; value: string} | null {
  if (!fn.correction) return null;
  return {valve: fn.correction.valve, value: `${networkUrl(service(fn.correction.service))}${fn.correction.path}`};
}

function reachabilityCommand(fn: PipeFunction): string {
  const from = service('openwebui').containerName;
  const target = `${networkUrl(service(fn.service))}${fn.reachabilityPath}`;
  return `docker exec ${from} \\\n  curl -sS -o /dev/null -w '%{http_code}\\n' ${target}`;
}

function Valves({fn}: {fn: PipeFunction}): ReactNode {
  return (
    <>
      <p><strong>Valves and their defaults</strong></p>
      <dl className={`${styles.facts} ${styles.valves}`}>
        {fn.valves.map((valve) => (
          <React.Fragment key={valve.name}>
            <dt><code>{valve.name}</code></dt>
            <dd>
              <code>{valve.default}</code>
              <br />
              {valve.description}
            </dd>
          </React.Fragment>
        ))}
      </dl>
    </>
  );
}

function FunctionCard({fn}: {fn: PipeFunction}): ReactNode {
  const corrected = inNetworkValue(fn);
  return (
    <li className={styles.card}>
      <Heading as="h3" id={fn.pipeId.replace(/_/g, '-')}>{fn.name}</Heading>
      <p className={styles.file}>
        File <code className={styles.exact}>{fn.file}</code>, “{fn.title}” version <code>{fn.version}</code>, pipe id <code>{fn.pipeId}</code>
      </p>
      <p>{fn.summary}</p>
      <dl className={styles.facts}>
        <dt>Talks to</dt>
        <dd><ServiceLinks services={[fn.service]} /></dd>
        <dt>Endpoints</dt>
        <dd>
          <ul>
            {fn.endpoints.map((e) => (
              <li key={`${e.method} ${e.path}`}>
                {e.method} <code>{e.path}</code>{e.detail && ` (${e.detail})`}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Exchange</dt>
        <dd>{fn.exchange}</dd>
        <dt>Set before use</dt>
        <dd>
          {corrected ? (
            <>
              <code>{corrected.valve}</code> = <code>{corrected.value}</code>
              {fn.correction?.inferred && ' (not tested on a live stack)'}. {fn.correction?.reason}
            </>
          ) : (
            'Nothing: the default already uses the container name and container port.'
          )}
        </dd>
      </dl>
      <Valves fn={fn} />
      <p><strong>Check that OpenWebUI can reach it</strong> (prints an HTTP status code):</p>
      <CodeBlock language="bash">{reachabilityCommand(fn)}</CodeBlock>
      <p><strong>Known issues</strong></p>
      <CaveatList caveats={fn.caveats} />
    </li>
  );
}

export default function OpenWebuiFunctions(): ReactNode {
  return (
    <ul className={styles.cards}>
      {pipeFunctions.map((fn) => <FunctionCard key={fn.file} fn={fn} />)}
    </ul>
  );
}
