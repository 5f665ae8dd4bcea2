import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { limits } from '@sks/contract';
import { shouldSearch } from './search-term';

export type SearchInputProps = {
  /** The applied term (e.g. from the URL); the box follows it when it changes from outside. */
  value?: string;
  /** Called with the trimmed term after the debounce; callers go back to page 1 here. */
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
  /** City search starts from `limits.citySearchMinChars`. */
  minChars?: number;
  /** Wait after the last keystroke; the railway list waits 1000 ms. */
  debounceMs?: number;
};

export function SearchInput({ value = '', onSearch, label = 'Поиск', placeholder, minChars = 1, debounceMs = limits.searchDebounceMs }: SearchInputProps) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((term: string) => {
    if (shouldSearch(term, minChars)) onSearch(term.trim());
  }, debounceMs);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
      type="search"
    />
  );
}
