import { Text, type TextProps } from '@mantine/core';
import { formatRecordCount } from '@sks/contract';

/** «Всего: N» beside a list, «Всего: более 10 000» when the server stopped counting at its cap, «Всего: около N» for its estimate. */
export function RecordTotal({ total, estimated, ...props }: { total: number; estimated?: boolean } & TextProps) {
  return (
    <Text c="dimmed" {...props}>
      {formatRecordCount(total, estimated)}
    </Text>
  );
}
