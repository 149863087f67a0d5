/**
 * Replaces the theme's not-found content (it is a leaf component with nothing to wrap
 * around: the original renders its own <main>). Ours adds the ways back the spec asks
 * for (home, the docs, and a search form that works with or without JavaScript) and,
 * beside the message, the pages closest to the address that was typed.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {docPaths} from '@site/src/data/site';
import CardMetadata from '@site/src/components/CardMetadata';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import type {ClosestPages} from './closest-pages';
import styles from './styles.module.css';

const waysBack = [
  {to: '/', label: 'Home page'},
  {to: docPaths.intro, label: 'Introduction to the docs'},
  {to: docPaths.quickStart, label: 'Quick Start'},
  {to: docPaths.servicesOverview, label: 'Services Overview'},
] as const;

type Loaded = {state: 'loading'} | {state: 'failed'} | ({state: 'loaded'} & ClosestPages);

/** The closest pages to `pathname`, worked out in a chunk that only this page downloads. */
function useClosestPages(pathname: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({state: 'loading'});
  useEffect(() => {
    let current = true;
    import('./closest-pages').then(
      (module) => current && setLoaded({state: 'loaded', ...module.closestPages(pathname)}),
      () => current && setLoaded({state: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return loaded;
}

/**
 * Up to five pages whose paths or titles are closest to the address that was typed. The
 * not-found page is one file for every unknown path, so they are worked out in the browser,
 * after the first paint. Their box keeps the same size whatever it holds (styles.module.css),
 * so nothing on the page moves when they appear; without JavaScript it is not shown at all.
 */
function Suggestions({searchPage}: {searchPage: string}): ReactNode {
  const loaded = useClosestPages(useLocation().pathname);
  if (loaded.state === 'loading') return <div className={styles.suggestions} />;
  if (loaded.state === 'failed') {
    return (
      <div className={styles.suggestions}>
        <p className={styles.noSuggestion}>The list of pages could not load. The search still works.</p>
      </div>
    );
  }
  const {found, words} = loaded;
  return (
    <div className={styles.suggestions}>
      {found.length === 0 ? (
        <p className={styles.noSuggestion}>No page has an address close to this one.</p>
      ) : (
        <nav aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions" className={styles.suggestionsTitle}>
            Did you mean
          </h2>
          <ol>
            {found.map((page) => (
              <li key={page.path} className={styles.suggestion}>
                <Link to={page.path}>{page.title}</Link>
                {page.category ? <span className={styles.category}> in {page.category}</span> : null}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {words ? (
        <p className={styles.searchFor}>
          <Link to={`${searchPage}?${new URLSearchParams({q: words}).toString()}`}>Search the docs for “{words}”</Link>
        </p>
      ) : null}
    </div>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const searchPage = useBaseUrl('/search');
  // The theme's title for this page (theme/NotFound), which the head shows too.
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* The build writes this page as /404.html; its card is drawn from that file (plugins/social-cards). */}
      <CardMetadata path="/404" name={title} />
      <div className="row">
        <div className={clsx('col col--10 col--offset-1', styles.layout)}>
          <Heading as="h1" className={clsx('hero__title', styles.title)}>
            {title}
          </Heading>
          <p className={styles.message}>
            There is no page at this address. It may have moved, or the link that brought you
            here has a typo.
          </p>
          <Suggestions searchPage={searchPage} />
          <form className={styles.search} action={searchPage} method="get" role="search">
            <label htmlFor="not-found-search">Search the documentation</label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                className={styles.searchInput}
                type="search"
                name="q"
                autoComplete="off"
              />
              <button className="button button--primary" type="submit">
                Search
              </button>
            </div>
          </form>
          <nav aria-labelledby="not-found-ways-back" className={styles.waysBack}>
            {/* Plain headings: the theme's Heading would add a "direct link" to a page that has no address of its own. */}
            <h2 id="not-found-ways-back">Ways back</h2>
            <ul>
              {waysBack.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
