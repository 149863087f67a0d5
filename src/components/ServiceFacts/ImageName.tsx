import React, {type ReactNode} from 'react';
import {movingTag} from '@site/src/data/services';

/**
 * An image name, flagged where its tag moves with upstream releases (`latest`, `main`, `multi`):
 * a pull can then bring a new release without any edit. Used by ServiceFacts and ServicesTable.
 */
export default function ImageName({image}: {image: string}): ReactNode {
  const tag = movingTag(image);
  return (
    <>
      <code>{image}</code>
      {tag && (
        <>
          {' '}
          — moving tag <code>{tag}</code>: a pull can bring a new release
        </>
      )}
    </>
  );
}
