/**
 * The built file: shown, copied or downloaded (a Blob URL in this page; nothing is sent), with the
 * values to keep with the backups and, behind Caddy, the Caddyfile for the reader's domain and
 * the A records its sites need.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {generatedSecrets} from '@site/src/data/env-template';
import type {BuiltEnv} from '@site/src/lib/env-builder/generate';
import styles from './styles.module.css';

/** The name the download is saved under; the page's steps move this file. */
export const downloadName = 'seiling-buidlbox.env';

const backups = generatedSecrets.filter((secret) => secret.keepWithBackups);

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/plain'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function Output({built}: {readonly built: BuiltEnv}): ReactNode {
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [built]);
  async function copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(`Copied ${what}.`);
    } catch {
      setStatus(`Could not copy ${what}: select the text and copy it, or download the file.`);
    }
  }
  return (
    <section className={styles.output} aria-labelledby="envb-output-title">
      <h3 id="envb-output-title" ref={heading} tabIndex={-1}>
        Your .env
      </h3>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => copy(built.text, 'the .env')}>
          Copy .env
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            download(built.text);
            setStatus(`Downloaded ${downloadName}.`);
          }}>
          Download {downloadName}
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      <p>
        {backups.map((secret) => `Keep ${secret.name} with your backups: ${secret.keepWithBackups} `)}
        {built.kept.length ? `Kept from your stack: ${built.kept.join(', ')}.` : ''}
      </p>
      {built.newWallet && (
        <p>
          SEI_PRIVATE_KEY is a new wallet that holds nothing. Learn its address before you fund it, as{' '}
          <Link to="/docs/getting-started/configuration#credential-prompts">Find the real address of a generated key</Link> says, and fund it only with what you
          can afford to lose.
        </p>
      )}
      <pre className={styles.file} tabIndex={0} aria-label="The generated .env">
        {built.text}
      </pre>
      {built.caddyfile && (
        <>
          <h4>Your Caddyfile</h4>
          <p>
            Follow <Link to="/docs/getting-started/deployment#https-with-caddy">HTTPS with Caddy</Link> from its step 1. Point an A record at the VM for each name
            Caddy serves, one per service you ticked, and allow inbound TCP 80 and 443:
          </p>
          <ul aria-label="The A records to create">
            {built.hosts!.map((host) => (
              <li key={host}>
                <code>{host}</code>
              </li>
            ))}
          </ul>
          <p>Then use this file in its step 4.</p>
          <button type="button" className="button button--secondary" onClick={() => copy(built.caddyfile!, 'the Caddyfile')}>
            Copy Caddyfile
          </button>
          <pre className={styles.file} tabIndex={0} aria-label="The Caddyfile for your domain">
            {built.caddyfile}
          </pre>
        </>
      )}
    </section>
  );
}
