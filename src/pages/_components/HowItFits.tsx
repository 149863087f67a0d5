import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {docPaths} from '@site/src/data/site';
import {composeNetwork} from '@site/src/data/services';
import styles from '../index.module.css';

/** A short, true account of which service talks to which (FACTS §1.1, §4). */
export default function HowItFits(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="how-it-fits">
      <Heading as="h2" id="how-it-fits">
        How it fits together
      </Heading>
      <ol className={styles.flow}>
        <li>
          <strong>You work in the interfaces.</strong> OpenWebUI for chat, n8n for workflows and
          Flowise for agent flows, each on its own port of your machine.
        </li>
        <li>
          <strong>They call the agents.</strong> Templates and pipe functions reach ElizaOS,
          Cambrian and the Sei MCP server by container name on the shared Docker network{' '}
          <code>{composeNetwork}</code>.
        </li>
        <li>
          <strong>The agents act on Sei.</strong> ElizaOS, Cambrian and the MCP server sign with
          the one wallet key you put in <code>SEI_PRIVATE_KEY</code>, so treat it as real money.
        </li>
        <li>
          <strong>Data stays in named volumes.</strong> n8n keeps its own SQLite file and needs
          Redis running; PostgreSQL, Qdrant and Neo4j run ready for your own flows.
        </li>
      </ol>
      <p>
        The <Link to={docPaths.intro}>introduction</Link> draws the whole picture, and the{' '}
        <Link to={docPaths.servicesOverview}>services overview</Link> shows how to turn each one on
        or off.
      </p>
    </section>
  );
}
