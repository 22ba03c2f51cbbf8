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
  /** The first matches of the current search, as the server found them. */
  options: SearchOption[];
  /** Whether matches are being fetched. */
  searching: boolean;
  /** The typed text, once typing pauses: the caller asks the server for its first matches. */
  onSearch(search: string): void;
}

/**
 * A select over more choices than a page could hold: what the user types goes to the server (debounced) and
 * the options are its first matches. The chosen option keeps its label while other searches come and go.
 */
export function SearchSelect({ value, onChange, options, searching, onSearch, ...rest }: SearchSelectProps) {
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const search = useDebouncedCallback((text: string) => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
  const shown =
    chosen && chosen.value === value && !options.some((option) => option.value === chosen.value)
      ? [chosen, ...options]
      : options;
  return (
    <Select<string, SearchOption>
      {...rest}
      value={value ?? undefined}
      options={shown}
      loading={searching}
      notFoundContent={searching ? <Spin size="small" /> : undefined}
      showSearch={{ filterOption: false, onSearch: search }}
      onChange={(next, option) => {
        if (option && !Array.isArray(option)) setChosen(option);
        onChange(next);
      }}
    />
  );
}
