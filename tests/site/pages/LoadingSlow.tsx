import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/** Renders the theme's loading component as a slow chunk would, past its delay. */
export default function LoadingSlow(): ReactNode {
  return (
    <Layout title="Slow load test">
      <main className="container margin-vert--lg">
        <Loading error={null} isLoading pastDelay timedOut={false} retry={() => {}} />
      </main>
    </Layout>
  );
}
