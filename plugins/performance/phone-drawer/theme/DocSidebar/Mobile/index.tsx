/**
 * The docs sidebar's part of the phone's drawer, first rendered in a transition of its own: it sorts
 * its props' keys with `localeCompare`, and a page's first one builds the browser's collator.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import DocSidebarMobile from '@theme-init/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar/Mobile';

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? <DocSidebarMobile {...props} /> : null;
}
