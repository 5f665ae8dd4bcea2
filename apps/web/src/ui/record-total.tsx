import { Text, type TextProps } from '@mantine/core';
import { formatRecordCount } from '@sks/contract';

/** «Всего: N» beside a list, or «Всего: более 10 000» when the server stopped counting at its cap. */
export function RecordTotal({ total, ...props }: { total: number } & TextProps) {
  return (
    <Text c="dimmed" {...props}>
      {formatRecordCount(total)}
    </Text>
  );
}
