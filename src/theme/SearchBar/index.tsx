/**
 * The navbar's search box, loaded on first use. Until the reader reaches for it (focus,
 * pointer or touch, or the shortcut) a placeholder that looks and is named the same stands in
 * its place, and the real box (Box.tsx, with the engine) stays out of the first-load script in
 * a chunk of its own. When that chunk arrives, what was typed into the placeholder, and its
 * focus, carry over to the real box in the same task, so no keystroke is lost; that holds for
 * what was typed before the page hydrated, too.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import SearchPlaceholder from './Placeholder';
import styles from './styles.module.css';

type SearchBarComponent = ComponentType<Record<string, never>>;

/** The real box once loaded: a navbar rendered later (another page) shows it at once. */
let loaded: SearchBarComponent | undefined;
let loading: Promise<SearchBarComponent> | undefined;

function loadSearchBar(): Promise<SearchBarComponent> {
  loading ??= import('./Box').then(
    (module: {default: SearchBarComponent}) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined; // the next use tries again; meanwhile the placeholder's form still works
      throw error;
    },
  );
  return loading;
}

/** Gives the real box the placeholder's text (through React's change event) and its focus. */
function handOver(input: HTMLInputElement, text: string, focus: boolean): void {
  if (text) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (focus) {
    input.focus();
    input.setSelectionRange(text.length, text.length);
  }
}

export default function SearchBar(): ReactNode {
  const [RealSearchBar, setRealSearchBar] = useState(() => loaded);
  const slot = useRef<HTMLDivElement>(null);
  const placeholder = useRef<HTMLInputElement>(null);

  const activate = useCallback(() => {
    loadSearchBar().then(
      (component) => {
        const input = placeholder.current;
        if (!input) return;
        const text = input.value;
        const focused = document.activeElement === input;
        flushSync(() => setRealSearchBar(() => component));
        const real = slot.current?.querySelector('input');
        if (real) handOver(real, text, focused);
      },
      () => undefined,
    );
  }, []);

  // The page's scripts run after its first paint: a reader can focus the box and type before
  // the placeholder has any handler. Once it has, what they typed goes to the real box.
  useEffect(() => {
    const input = placeholder.current;
    if (input && (input.value || document.activeElement === input)) activate();
  }, [activate]);

  return (
    <div ref={slot} className={styles.slot}>
      {RealSearchBar ? <RealSearchBar /> : <SearchPlaceholder inputRef={placeholder} onActivate={activate} />}
    </div>
  );
}
