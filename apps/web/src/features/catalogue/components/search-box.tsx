import { TIMINGS } from '@better-deals/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';

/**
 * The store's search: applies what was typed once the shopper pauses for 500 ms (or at once on
 * Enter). Follows the address when Back or 'Clear all filters' changes the search.
 */
export function SearchBox({
  value,
  onSearch,
  label = 'Search products',
  placeholder = 'Search products...',
}: {
  value: string;
  onSearch: (search: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const [seenValue, setSeenValue] = useState(value);

  // The address changed the search (Back, clear all): show it, without searching again. Our own
  // search reaching the address a moment later is no such change: comparing with the last value
  // seen (not with `applied`) keeps the box from emptying while the address catches up.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== applied) {
      setApplied(value);
      setText(value);
    }
  }

  // Once, as the app takes over the server's page: words typed before it did (on slow data) are
  // in the box but not yet in `text`; they are searched as typed ones are (a search sent with
  // Enter then is sent again by the app, public/boot.js).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
    // Only the page the app found: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (text.trim() === applied.trim()) return;
    const timer = setTimeout(() => {
      setApplied(text.trim());
      onSearch(text.trim());
    }, TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, applied, onSearch]);

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        setApplied(text.trim());
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
      />
      <Input
        ref={input}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="pl-10"
      />
    </form>
  );
}
