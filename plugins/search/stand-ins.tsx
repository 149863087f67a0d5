/** The theme's modules the data components use, in Node (./render.ts): only the text and the heading ids search reads. */
import React, {type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode} from 'react';

export const Link = ({to, href, ...rest}: {to?: string} & AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={to ?? href} {...rest} />;
export const Heading = ({as: As, ...rest}: {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'} & HTMLAttributes<HTMLHeadingElement>) => <As {...rest} />;
/** One element per line, as the theme writes them: a snippet is one line of code. */
export const CodeBlock = ({children}: {children: ReactNode}) => (
  <pre>
    <code>{typeof children === 'string' ? children.replace(/\n$/, '').split('\n').map((line, index) => <div key={index}>{line}</div>) : children}</code>
  </pre>
);
export const useBrokenLinks = () => ({collectAnchor: () => undefined, collectLink: () => undefined});
