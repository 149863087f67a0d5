import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {crashCause, crashMessage} from '../messages';

/**
 * A page that throws outside any layout, so the app's root error boundary catches it
 * and shows the theme's error page ("Page Error"). It renders on the server, so the
 * static build still succeeds, and throws once it runs in the browser.
 */
export default function Crash(): ReactNode {
  if (useIsBrowser()) {
    throw new Error(crashMessage, {cause: new Error(crashCause)});
  }
  return <p>Rendering…</p>;
}
