/**
 * "Copy page as Markdown" and "View as Markdown" for the current doc page. Nothing is
 * fetched until the reader asks: the copy button fetches the page's Markdown twin on click,
 * then says what happened in a live region. "View" is a plain link, so it works without
 * JavaScript. Both are in the server-rendered page, so nothing moves when JavaScript starts.
 */
import React, {useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinOf} from '@site/src/lib/markdown-twin';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'busy'} | {kind: 'done'} | {kind: 'failed'; reason: string};

const messages = {
  idle: '',
  busy: 'Copying…',
  done: 'Copied the page as Markdown.',
} as const;

export default function MarkdownActions(): ReactNode {
  const {metadata} = useDoc();
  const twin = twinOf(metadata.permalink);
  const [status, setStatus] = useState<Status>({kind: 'idle'});

  async function copy(): Promise<void> {
    setStatus({kind: 'busy'});
    const markdown = fetch(twin).then(async (response) => {
      if (!response.ok) throw new Error(`the Markdown answered ${response.status}`);
      return response.text();
    });
    try {
      if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
        // Safari lets a click write to the clipboard only if the write starts during the
        // click: hand it the text still on its way, rather than waiting for it first.
        const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
        await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } else {
        await navigator.clipboard.writeText(await markdown);
      }
      setStatus({kind: 'done'});
    } catch (error) {
      // When the fetch failed, say so: the clipboard's own error would only say it was refused.
      const cause = await markdown.then(
        () => error,
        (fetchError: unknown) => fetchError,
      );
      setStatus({kind: 'failed', reason: (cause instanceof Error ? cause.message : String(cause)).replace(/\.$/, '')});
    }
  }

  const message = status.kind === 'failed' ? `Could not copy: ${status.reason}. Use View as Markdown instead.` : messages[status.kind];
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={copy} aria-describedby={`${metadata.id}-markdown-status`}>
        Copy page as Markdown
      </button>
      <a className={styles.action} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span id={`${metadata.id}-markdown-status`} className={styles.status} role="status" aria-live="polite">
        {message}
      </span>
    </div>
  );
}
