import React, {type ReactNode} from 'react';
import {Identifier} from '@site/src/components/DataTable/cells';
import {movingTag} from '@site/src/data/services';

/**
 * An image name, flagged where its tag moves with upstream releases (`latest`, `main`, `multi`):
 * a pull can then bring a new release without any edit. ServiceFacts shows the full sentence;
 * `compact` (the overview's table) lets the name break where it must and says only "moving tag".
 */
export default function ImageName({image, compact = false}: {image: string; compact?: boolean}): ReactNode {
  const tag = movingTag(image);
  if (compact) {
    return (
      <>
        <Identifier text={image} />
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
