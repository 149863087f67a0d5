/**
 * Wraps the loading component with live regions, so a screen reader hears that a page is
 * loading, or that it failed, instead of an unlabelled spinner or a silent red box.
 */
import React, {type ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  if (props.error) {
    return (
      <div role="alert">
        <Loading {...props} />
      </div>
    );
  }
  return (
    <div role="status" aria-label={props.pastDelay ? 'Loading page' : undefined}>
      <Loading {...props} />
    </div>
  );
}
