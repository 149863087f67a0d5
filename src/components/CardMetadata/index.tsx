/**
 * Names a page's social card in its head (src/lib/social-card.ts): Docusaurus's PageMetadata
 * writes `og:image` and `twitter:image` by absolute URL; the size and the alt text follow it.
 * The home page needs none: its card is the theme config's `image`, every page's default.
 */
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {cardMetaTags, cardOf} from '@site/src/lib/social-card';

export default function CardMetadata({path, name}: {path: string; name: string}): ReactNode {
  return (
    <PageMetadata image={cardOf(path)}>
      {cardMetaTags(name).map((tag) => (
        <meta key={'property' in tag ? tag.property : tag.name} {...tag} />
      ))}
    </PageMetadata>
  );
}
