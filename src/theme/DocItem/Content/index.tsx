/**
 * Wraps the doc page's content: puts the Markdown actions (copy, view) just above the
 * title. They sit outside the content block, so they are not part of the Markdown twin.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownActions from '@site/src/components/MarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownActions />
      <Content {...props} />
    </>
  );
}
