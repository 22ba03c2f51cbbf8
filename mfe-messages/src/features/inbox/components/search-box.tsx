import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input, type InputRef } from 'antd';
import { type Ref, useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Typing settles for this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 150;

interface SearchBoxProps {
  inputRef: Ref<InputRef>;
  /** The trimmed text, once typing has settled. */
  onSearch(search: string): void;
  /** ↓ leaves the box for the list. */
  onLeaveDown(): void;
}

/**
 * The list's search box. It keeps what is typed to itself, so a keystroke re-renders the box only, not the
 * list and the reader; the page hears of the text once typing settles.
 */
export function SearchBox({ inputRef, onSearch, onLeaveDown }: SearchBoxProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
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
