/**
 * The theme renders the phone's drawer in the render after hydration, which React does in one piece;
 * here it first renders in a transition, in pieces that give way to input, or at once if opened.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => (shouldRender ? startTransition(() => setReady(true)) : undefined), [shouldRender]);
  return ready || shown ? <MobileSidebar /> : null;
}
