/**
 * The search shortcut, Ctrl+K (⌘K on a Mac): the placeholder listens for it before the real
 * box has loaded, the real box after. Only ever called in the browser.
 */
import {useEffect, type RefObject} from 'react';

interface UserAgentData {
  readonly platform?: string;
}

export function isMac(): boolean {
  const data = (navigator as Navigator & {userAgentData?: UserAgentData}).userAgentData;
  return /mac/i.test(data?.platform || navigator.userAgent);
}

/** The keys the hint shows. */
export const shortcutKeys = (): readonly string[] => (isMac() ? ['⌘', 'K'] : ['ctrl', 'K']);

function matches(event: KeyboardEvent): boolean {
  const mac = isMac();
  return (
    event.key.toLowerCase() === 'k' &&
    event.metaKey === mac &&
    event.ctrlKey === !mac &&
    !event.altKey &&
    !event.shiftKey
  );
}

/** Focuses `input` when the reader presses the shortcut, anywhere on the page. */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matches(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
