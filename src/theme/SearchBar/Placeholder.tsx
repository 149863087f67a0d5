import React, {type FormEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchIcon from './Icon';
import {shortcutKeys, useSearchShortcut} from './shortcut';
import styles from './styles.module.css';

interface Props {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The reader reached for the box: load the real one. */
  readonly onActivate: () => void;
}

/**
 * The search box as the real one (Box.tsx) draws it, with the same name, placeholder and
 * shortcut hint, and none of its code. The shortcut focuses it. A form to the search page, for
 * an Enter pressed before the real box is there.
 */
export default function SearchPlaceholder({inputRef, onActivate}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');

  useSearchShortcut(inputRef);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    history.push(`${searchPage}?${new URLSearchParams({q: inputRef.current?.value ?? ''}).toString()}`);
  };

  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  const hints = isBrowser ? shortcutKeys() : [];
  return (
    <form className={clsx('navbar__search', styles.searchBar)} action={searchPage} method="get" dir="ltr" onSubmit={onSubmit}>
      <SearchIcon />
      <input
        ref={inputRef}
        name="q"
        placeholder={label}
        aria-label="Search"
        autoComplete="off"
        className={clsx('navbar__search-input', styles.input)}
        onFocus={onActivate}
        onPointerEnter={onActivate}
      />
      {hints.length > 0 && (
        <div className={styles.hints}>
          {hints.map((hint) => (
            <kbd key={hint}>{hint}</kbd>
          ))}
        </div>
      )}
    </form>
  );
}
