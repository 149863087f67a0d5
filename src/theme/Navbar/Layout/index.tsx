/**
 * Ends the navbar's items with an empty, hidden element whose id the head names in a
 * `<link rel="expect" blocking="render">` (docusaurus.config.ts): the browser paints nothing
 * until it has parsed every item. The right-hand items are aligned to the right, so each one
 * that arrived pushed those before it left, and a page whose first bytes stopped inside the
 * navbar (a slow network, a busy phone) painted them and then moved them. Being empty, the
 * element is parsed the moment it starts, whichever of the two the browser waits for.
 */
import React, {type ReactNode} from 'react';
import NavbarLayout from '@theme-original/Navbar/Layout';
import type NavbarLayoutType from '@theme/Navbar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {navbarEndId} from '@site/src/data/site';

type Props = WrapperProps<typeof NavbarLayoutType>;

export default function NavbarLayoutWrapper({children}: Props): ReactNode {
  return (
    <NavbarLayout>
      {children}
      <span id={navbarEndId} hidden />
    </NavbarLayout>
  );
}
