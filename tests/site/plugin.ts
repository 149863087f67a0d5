import type {Plugin} from '@docusaurus/types';

/**
 * Test-only routes, added only to a build made with DOCS_TEST_BUILD=1 (see
 * docusaurus.config.ts). They drive states that no reader's path reaches, so the
 * browser suite can check what a reader would see if they did.
 */
export const testRoutes = {
  crash: '/__test/crash',
  loadingError: '/__test/loading-error',
  loadingSlow: '/__test/loading-slow',
} as const;

export default function testRoutesPlugin(): Plugin {
  return {
    name: 'seiling-test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({path: testRoutes.crash, component: '@site/tests/site/pages/Crash.tsx', exact: true});
      actions.addRoute({path: testRoutes.loadingError, component: '@site/tests/site/pages/LoadingError.tsx', exact: true});
      actions.addRoute({path: testRoutes.loadingSlow, component: '@site/tests/site/pages/LoadingSlow.tsx', exact: true});
    },
  };
}
