/**
 * Wraps the doc page's metadata: adds the link to the page's Markdown twin
 * (plugins/markdown-twins), so tools that read the HTML find the Markdown, and names the
 * page's social card (plugins/social-cards).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {twinOf} from '@site/src/lib/markdown-twin';
import CardMetadata from '@site/src/components/CardMetadata';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const twin = twinOf(metadata.permalink);
  return (
    <>
      <Metadata {...props} />
      <CardMetadata path={metadata.permalink} name={metadata.title} />
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} title={`${metadata.title} (Markdown)`} />
      </Head>
    </>
  );
}
