import { Select, type SelectProps, Spin } from 'antd';
import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/** A search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

/** How many matches a picker asks for: the first ones, never the whole tenant's. */
export const SEARCH_MATCHES = 20;

export interface SearchOption {
  value: string;
  label: string;
}

type OwnProps = 'showSearch' | 'options' | 'value' | 'onChange' | 'filterOption' | 'loading';

export interface SearchSelectProps extends Omit<SelectProps<string, SearchOption>, OwnProps> {
  value: string | null | undefined;
  onChange(value: string): void;
  /** The first matches of the current search as the server found them; none while they are being fetched. */
  options: SearchOption[];
  /** Whether matches are being fetched. */
  searching: boolean;
  /** The typed text, once typing pauses: the caller asks the server for its first matches. */
  onSearch(search: string): void;
}

/**
 * A select over more choices than a page could hold: what the user types goes to the server (debounced) and
 * the options are its first matches. Between a key and the new matches no option shows (a spinner does):
 * an older search's matches would be offered for text they do not match. The chosen option keeps its label
 * while other searches come and go.
 */
export function SearchSelect({ value, onChange, options, searching, onSearch, ...rest }: SearchSelectProps) {
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const [typing, setTyping] = useState(false);
  const search = useDebouncedCallback((text: string) => {
    setTyping(false);
    onSearch(text.trim());
  }, SEARCH_DEBOUNCE_MS);
  const matches = typing ? [] : options;
  const shown =
    chosen && chosen.value === value && !matches.some((option) => option.value === chosen.value)
      ? [chosen, ...matches]
      : matches;
  const waiting = typing || searching;
  return (
    <Select<string, SearchOption>
      {...rest}
      value={value ?? undefined}
      options={shown}
      loading={waiting}
      notFoundContent={waiting ? <Spin size="small" /> : undefined}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          setTyping(true);
          search(text);
        },
      }}
      onChange={(next, option) => {
        if (option && !Array.isArray(option)) setChosen(option);
        onChange(next);
      }}
    />
  );
}
