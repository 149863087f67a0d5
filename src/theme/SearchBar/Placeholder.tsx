import React, {useEffect, type FormEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import {getKeymapHints, matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import styles from './styles.module.css';

interface Props {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The reader reached for the box: load the real one. */
  readonly onActivate: () => void;
}

/**
 * The search box as the plugin's SearchBar draws it before its index loads, with the same
 * name, placeholder and shortcut hint, and none of its code. The plugin's shortcut focuses it.
 * A form to the search page, for an Enter pressed before the real box is there.
 */
export default function SearchPlaceholder({inputRef, onActivate}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');

  useEffect(() => {
    if (!searchBarShortcut || !searchBarShortcutKeymap) return undefined;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    history.push(`${searchPage}?${new URLSearchParams({q: inputRef.current?.value ?? ''}).toString()}`);
  };

  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  const hints = searchBarShortcut && searchBarShortcutHint && isBrowser && searchBarShortcutKeymap
    ? getKeymapHints(searchBarShortcutKeymap, isMacPlatform())
    : [];
  return (
    <form className={clsx('navbar__search', styles.searchBar)} action={searchPage} method="get" dir="ltr" onSubmit={onSubmit}>
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
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
