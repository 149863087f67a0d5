/**
 * Renders the phone's menu drawer when it is first opened, not as soon as the page hydrates.
 * The drawer holds the whole doc sidebar; rendered right after hydration, it made the largest
 * task of a first visit on a phone, for a menu the reader may never open. Once opened it stays
 * rendered. The drawer still slides in the first time: ../../../styles.css gives it a
 * starting style.
 */
import React, {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar {...props} /> : null;
}
