import { useState } from 'react';
import { Combobox, Loader, Pill, PillsInput, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { adsLimits, type OkvedOption } from '@sks/contract';
import { useOkvedOptions } from '../../api/ads-creatives';

const more = '__more';

type OkvedSelectProps = { value: OkvedOption[]; onChange: (value: OkvedOption[]) => void; error?: string };

/**
 * The OKVED multi-select: searchable over code and name, `okvedPageSize` options a page, the
 * next page loaded when the list is scrolled to its end (or 'Показать ещё' is chosen).
 */
export function OkvedSelect({ value, onChange, error }: OkvedSelectProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, adsLimits.searchDebounceMs);
  const options = useOkvedOptions(debounced);
  const items = options.data?.pages.flatMap((p) => p.result) ?? [];
  const chosen = new Set(value.map((v) => v.id));
  const loadMore = () => {
    if (options.hasNextPage && !options.isFetchingNextPage) void options.fetchNextPage();
  };
  const toggle = (option: OkvedOption) => onChange(chosen.has(option.id) ? value.filter((v) => v.id !== option.id) : [...value, option]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        if (id === more) return loadMore();
        const option = items.find((o) => o.id === id);
        if (option) toggle(option);
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput label="ОКВЭД" withAsterisk error={error} onClick={() => combobox.openDropdown()}>
          <Pill.Group>
            {value.map((v) => (
              <Pill key={v.id} withRemoveButton onRemove={() => toggle(v)} removeButtonProps={{ 'aria-label': `Убрать ${v.id}` }} title={v.value}>
                {v.id}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                aria-label="ОКВЭД: код или название"
                placeholder="Код или название"
                value={search}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={240} type="scroll" onBottomReached={loadMore}>
            {items.map((o) => (
              <Combobox.Option value={o.id} key={o.id} active={chosen.has(o.id)} aria-selected={chosen.has(o.id)}>
                <Text size="sm" fw={chosen.has(o.id) ? 600 : undefined}>
                  {o.value}
                </Text>
              </Combobox.Option>
            ))}
            {options.isFetching && <Combobox.Empty><Loader size="xs" aria-label="Загрузка" /></Combobox.Empty>}
            {!options.isFetching && items.length === 0 && <Combobox.Empty>Ничего не найдено</Combobox.Empty>}
            {options.hasNextPage && !options.isFetchingNextPage && <Combobox.Option value={more}>Показать ещё</Combobox.Option>}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
