/**
 * The Configuration page's .env builder, behind a button. The page ships only this launcher: the
 * form, the generator and the data they read are a chunk of their own, fetched from this site when
 * the reader opens the builder. Before the page runs in the browser (and without JavaScript) the
 * button is disabled and says where the shell recipe is. Both hints are in the HTML, one hidden, so
 * the launcher keeps its size and nothing moves when JavaScript starts.
 */
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

const Builder = lazy(() => import(/* webpackChunkName: "env-builder" */ './Builder'));

export default function EnvBuilder(): ReactNode {
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.launcher}>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--primary"
          disabled={!isBrowser}
          aria-expanded={open}
          aria-controls="env-builder"
          onClick={() => setOpen((was) => !was)}>
          {open ? 'Close the .env builder' : 'Open the .env builder'}
        </button>
        {/* Both sentences are always there, in one grid cell, so the box keeps its size when the page starts. */}
        <span className={styles.hint}>
          <span className={isBrowser ? styles.hidden : undefined}>
            It needs JavaScript. Without it, use the <a href="#generate-strong-values">shell recipe</a>.
          </span>{' '}
          <span className={isBrowser ? undefined : styles.hidden}>It runs in this page: nothing you choose, type or generate is sent or stored.</span>
        </span>
      </div>
      <div id="env-builder">
        {open && (
          <Suspense fallback={<p role="status">Loading the builder…</p>}>
            <Builder />
          </Suspense>
        )}
      </div>
    </div>
  );
}
