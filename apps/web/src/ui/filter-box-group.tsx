import { Checkbox, Stack, Text } from '@mantine/core';
import { togglePair, type BoxToggle } from './filter-boxes';

type FilterBoxGroupProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** A pair that clears when both are checked (the default), or a group that keeps one. */
  toggle?: BoxToggle;
};

/** A titled group of filter boxes that filters by one value at most. */
export function FilterBoxGroup<T extends string>({ label, options, value, onChange, toggle = togglePair }: FilterBoxGroupProps<T>) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          size="xs"
          label={option.label}
          checked={value === option.value}
          onChange={() => onChange(toggle(value, option.value))}
        />
      ))}
    </Stack>
  );
}
