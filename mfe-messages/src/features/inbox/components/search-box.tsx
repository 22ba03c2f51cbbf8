import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input, type InputRef } from 'antd';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useThrottledValue } from '../hooks/use-throttled-value';

/** While typing goes on, the server is asked at most this often. */
const SEARCH_INTERVAL_MS = 150;

interface SearchBoxProps {
  inputRef: Ref<InputRef>;
  /** The search in force when the box appears (it may come back, e.g. after a message on a compact screen). */
  initialText?: string;
  /** A change of the trimmed text: at once after a pause, then at most every SEARCH_INTERVAL_MS while typing goes on. */
  onSearch(search: string): void;
  /** ↓ leaves the box for the list. */
  onLeaveDown(): void;
}

/**
 * The list's search box. It keeps what is typed to itself, so a keystroke re-renders the box only, not the
 * list and the reader; the page hears of the text as throttled.
 */
export function SearchBox({ inputRef, initialText = '', onSearch, onLeaveDown }: SearchBoxProps) {
  const [text, setText] = useState(initialText);
  const search = useThrottledValue(text.trim(), SEARCH_INTERVAL_MS);
  const reported = useRef(search);
  useEffect(() => {
    if (search === reported.current) return;
    reported.current = search;
    onSearch(search);
  }, [search, onSearch]);
  return (
    <Input
      ref={inputRef}
      allowClear
      prefix={<SearchOutlined />}
      placeholder="Search messages..."
      aria-label="Search messages"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'ArrowDown') event.currentTarget.blur();
        if (event.key === 'ArrowDown') onLeaveDown();
      }}
    />
  );
}
