import React, {type ReactNode} from 'react';
import Breakable from '@site/src/components/DataTable/Breakable';
import {movingTag} from '@site/src/data/services';

/**
 * An image name, flagged where its tag moves with upstream releases (`latest`, `main`, `multi`):
 * a pull can then bring a new release without any edit. ServiceFacts shows the full sentence;
 * `compact` (the overview's table) breaks the name at its slashes and says only "moving tag".
 */
export default function ImageName({image, compact = false}: {image: string; compact?: boolean}): ReactNode {
  const tag = movingTag(image);
  if (compact) {
    return (
      <>
        <code>
          <Breakable text={image} />
        </code>
        {tag && ' (moving tag)'}
      </>
    );
  }
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
