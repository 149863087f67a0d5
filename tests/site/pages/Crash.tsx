import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

export const crashMessage = 'Test page failed while rendering';
export const crashCause = 'the service list could not be read';

function Thrower(): ReactNode {
  // Throw only in the browser, so the static build itself still succeeds.
  if (useIsBrowser()) {
    throw new Error(crashMessage, {cause: new Error(crashCause)});
  }
  return <p>Rendering…</p>;
}

export default function Crash(): ReactNode {
  return (
    <Layout title="Crash test">
      <main className="container margin-vert--lg">
        <Thrower />
      </main>
    </Layout>
  );
}
