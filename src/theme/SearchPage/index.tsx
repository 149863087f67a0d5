/**
 * The /search page (added by plugins/search): every result for the query in `?q=`, as a list
 * of articles, each a link to its page at its heading. The box at the top changes the query
 * string as the reader types, so the address can be shared and Back returns to it.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {highlightWhenShown} from '@site/src/lib/search/highlight';
import {resultUrl, useSearch} from '@site/src/lib/search/use-search';
import Marked from '@site/src/theme/SearchBar/Marked';
import CardMetadata from '@site/src/components/CardMetadata';
import Snippet from '@site/src/theme/SearchBar/Snippet';
import styles from './styles.module.css';

/** The page's title before a query is typed, as the build writes it: the name its card shows. */
const pageName = 'Search the documentation';

/** How many results the page lists. */
const limit = 50;

function Results({query}: {query: string}): ReactNode {
  const {status, results, sentences, retry} = useSearch(query, limit);
  if (!query.trim()) return null;
  if (status === 'loading') return <p>Loading search…</p>;
  if (status === 'failed') {
    return (
      <p>
        Search could not load.{' '}
        <button type="button" className="button button--link" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  if (results.length === 0) return <p>No page matches “{query.trim()}”. Try fewer words, or another word for the same thing.</p>;
  return (
    <>
      <p role="status">{results.length === 1 ? '1 result' : `${results.length} results`}</p>
      {results.map((result) => (
        <article key={resultUrl(result)} className={styles.result}>
          <h2 className={styles.heading}>
            <Link to={resultUrl(result)} onClick={() => highlightWhenShown(result.path, result.terms)}>
              <Marked text={result.heading ?? result.pageTitle} terms={result.terms} />
            </Link>
          </h2>
          {result.heading ? (
            <p className={styles.path}>{[result.pageTitle, result.parent].filter(Boolean).join(' › ')}</p>
          ) : (
            <p className={styles.description}>{result.description}</p>
          )}
          <Snippet result={result} sentences={sentences} as="p" className={styles.snippet} lead={60} />
        </article>
      ))}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const fromUrl = new URLSearchParams(location.search).get('q') ?? '';
  // Read from the address after hydration (the HTML was built without a query), and again
  // when Back or Forward change it.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(fromUrl), [fromUrl]);

  const onChange = (value: string) => {
    setQuery(value);
    history.replace({search: value ? `?${new URLSearchParams({q: value}).toString()}` : ''});
  };
  const title = query.trim() ? `Search results for "${query.trim()}"` : pageName;
  return (
    <Layout title={title} description="Search the Seiling Buidlbox documentation.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <CardMetadata path={location.pathname} name={pageName} />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <form role="search" action="" method="get" onSubmit={(event) => event.preventDefault()}>
          <label className={styles.label} htmlFor="search-page-query">
            Search the documentation
          </label>
          <input
            id="search-page-query"
            type="search"
            name="q"
            className={styles.input}
            value={query}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            disabled={!isBrowser}
          />
        </form>
        <noscript>
          <p>Search runs in your browser: it needs JavaScript.</p>
        </noscript>
        {isBrowser && <Results query={query} />}
      </main>
    </Layout>
  );
}
