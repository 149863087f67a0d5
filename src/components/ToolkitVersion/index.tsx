import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {links, toolkitVersion} from '@site/src/data/site';

/** "commit 95b7ed7 of 22 August 2025", linked to the commit: the toolkit state the pages describe. */
export default function ToolkitVersion(): ReactNode {
  const date = new Date(`${toolkitVersion.date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      commit <Link href={`${links.repository}/commit/${toolkitVersion.commit}`}>{toolkitVersion.commit.slice(0, 7)}</Link> of{' '}
      {date}
    </>
  );
}
