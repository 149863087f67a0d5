/**
 * Replaces the theme's not-found content (it is a leaf component with nothing to wrap
 * around: the original renders its own <main>). Ours adds the ways back the spec asks
 * for: home, the docs, and a search form that works with or without JavaScript.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {docPaths} from '@site/src/data/site';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const waysBack = [
  {to: '/', label: 'Home page'},
  {to: docPaths.intro, label: 'Introduction to the docs'},
  {to: docPaths.quickStart, label: 'Quick Start'},
  {to: docPaths.servicesOverview, label: 'Services Overview'},
] as const;

export default function NotFoundContent({className}: Props): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved, or the link that brought you
            here has a typo.
          </p>
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
          <nav aria-labelledby="not-found-ways-back">
            <Heading as="h2" id="not-found-ways-back">
              Ways back
            </Heading>
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
