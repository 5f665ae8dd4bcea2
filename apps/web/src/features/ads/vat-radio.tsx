import { Group, Radio } from '@mantine/core';

/** 'НДС' as the spec's yes/no radio. */
export function VatRadio({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  return (
    <Radio.Group label="НДС" value={value ? 'yes' : 'no'} onChange={(v) => onChange(v === 'yes')}>
      <Group mt={4}>
        <Radio value="yes" label="Да" />
        <Radio value="no" label="Нет" />
      </Group>
    </Radio.Group>
  );
}
