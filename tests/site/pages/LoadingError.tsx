import React, {type ReactNode, useState} from 'react';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import {chunkErrorMessage} from '../messages';


/** Renders the theme's loading component in its failed state, as a failed chunk would. */
export default function LoadingError(): ReactNode {
  const [retries, setRetries] = useState(0);
  return (
    <Layout title="Chunk error test">
      <main className="container margin-vert--lg">
        <Loading
          error={new Error(chunkErrorMessage)}
          isLoading={false}
          pastDelay
          timedOut={false}
          retry={() => setRetries((n) => n + 1)}
        />
        <p>Retries: {retries}</p>
      </main>
    </Layout>
  );
}
