import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {linkGroup} from '@site/src/data/external-links';
import {classes} from '@site/src/components/classes';
const styles = classes('links', ['item', 'list', 'title', 'url', 'why']);

interface Props {
  /** Id of a group in src/data/external-links.ts; an unknown id fails the build. */
  readonly group: string;
  /** Also print each address, for groups whose URL is the value you copy (RPC endpoints). */
  readonly showUrls?: boolean;
}

/** One group of outside links, each with the line that says why you would open it. */
export default function LinkList({group, showUrls = false}: Props): ReactNode {
  return (
    <ul className={styles.list}>
      {linkGroup(group).map((link) => (
        <li key={link.url} className={styles.item}>
          <Link href={link.url} className={styles.title}>
            {link.title}
          </Link>
          {showUrls && <code className={styles.url}>{link.url}</code>}
          <span className={styles.why}>{link.why}</span>
        </li>
      ))}
    </ul>
  );
}
