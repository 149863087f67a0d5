/**
 * The navbar's search box once the reader has reached for it (index.tsx loads it): a combobox
 * after the WAI-ARIA pattern, its results in a listbox under it, chosen with the arrow keys and
 * Enter or with the pointer. The last option opens the search page with every result. Written
 * here rather than taken from a combobox library: the smallest well-kept one would take a fifth of
 * a first search's byte budget (DECISIONS.md).
 */
import React, {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {highlightWhenShown} from '@site/src/lib/search/highlight';
import {resultUrl, useSearch} from '@site/src/lib/search/use-search';
import SearchIcon from './Icon';
import Marked from './Marked';
import Snippet from './Snippet';
import {shortcutKeys, useSearchShortcut} from './shortcut';
import styles from './styles.module.css';

/**
 * How many results the box lists: eight, fewer where the window is too short to show them
 * all (a phone held sideways). The list never scrolls; the search page lists every result.
 * A result is 76 px high (its heading, its page, its sentence); above the list stands the
 * navbar (133 px at most, under the announcement bar on a phone), below it the last option (49 px).
 */
const limitFor = (windowHeight: number) => Math.max(3, Math.min(8, Math.floor((windowHeight - 190) / 76)));

export default function SearchBox(): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const {status, results, sentences, retry} = useSearch(query, limitFor(window.innerHeight));
  const id = useId();
  useSearchShortcut(input);

  const typed = query.trim();
  const allResultsUrl = `${searchPage}?${new URLSearchParams({q: typed}).toString()}`;
  const options = [
    ...results.map((result) => ({url: resultUrl(result), result})),
    ...(typed ? [{url: allResultsUrl, result: undefined}] : []),
  ];
  const expanded = open && typed !== '';
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (i: number) => {
    const option = options[i];
    if (!option) return;
    setOpen(false);
    input.current?.blur();
    if (option.result) highlightWhenShown(option.result.path, option.result.terms);
    history.push(option.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && typed) {
      event.preventDefault();
      choose(expanded ? active : options.length - 1);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  return (
    <div className={clsx('navbar__search', styles.searchBar)} dir="ltr">
      <SearchIcon />
      <input
        ref={input}
        role="combobox"
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && options.length ? optionId(active) : undefined}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        className={clsx('navbar__search-input', styles.input)}
        value={query}
        onChange={(event) => {
          // New words, new results: the first is the one Enter opens. Set with the words, in the
          // same render, rather than in an effect that would render the list twice per key.
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.hints}>
        {shortcutKeys().map((key) => (
          <kbd key={key}>{key}</kbd>
        ))}
      </div>
      <div className={clsx(styles.popup, !expanded && styles.hidden)}>
        {status === 'failed' ? (
          <p className={styles.message}>
            Search could not load.{' '}
            <button type="button" className={styles.retry} onMouseDown={(event) => event.preventDefault()} onClick={retry}>
              Try again
            </button>
          </p>
        ) : status === 'loading' ? (
          <p className={styles.message}>Loading search…</p>
        ) : results.length === 0 ? (
          <p className={styles.message}>No page matches “{typed}”.</p>
        ) : null}
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label="Search results"
          className={styles.results}
          // The input keeps focus while the pointer chooses.
          onMouseDown={(event) => event.preventDefault()}>
          {expanded &&
            options.map(({url, result}, i) => (
              <li
                key={url}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={clsx(styles.option, i === active && styles.active)}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(i)}>
                {result ? (
                  <>
                    <span className={styles.title}>
                      <Marked text={result.heading ?? result.pageTitle} terms={result.terms} />
                    </span>
                    <span className={styles.path}>
                      {result.heading ? [result.pageTitle, result.parent].filter(Boolean).join(' › ') : result.description}
                    </span>
                    <Snippet result={result} sentences={sentences} as="span" className={styles.snippet} lead={24} />
                  </>
                ) : (
                  <span className={styles.title}>See all results for “{typed}”</span>
                )}
              </li>
            ))}
        </ul>
      </div>
      <span className={styles.status} role="status">
        {expanded && status === 'ready' ? `${results.length} results` : ''}
      </span>
    </div>
  );
}
