import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { dayLabels, isDayComplete, isDayFilled, salePointLabels, timeOptions, unsetTime, workTimeOf, type TimeWorkDay } from '@sks/contract';

type HoursGridProps = {
  timeWork: readonly TimeWorkDay[];
  /** The contract's hours message, shown next to the grid while a day is half typed in. */
  message: string | null;
  onChoose: (index: number, end: 'startWork' | 'endWork', value: string) => void;
  onCopyMonday: () => void;
};

const options = [...timeOptions];

/**
 * Seven rows Пн..Вс, a start and an end each; the derived text below (spec 02 sections 4 and 9).
 * A day may stay '-' at both ends (no hours); only the '-' end of a half-typed day is marked.
 */
export function HoursGrid({ timeWork, message, onChoose, onCopyMonday }: HoursGridProps) {
  const monday = timeWork[0];
  return (
    <Stack gap={6} role="group" aria-label="Время работы">
      <Group justify="space-between" gap="xs">
        <Text fw={500} size="sm">
          Время работы
        </Text>
        {/* Copying a Monday without hours would only clear the week. */}
        <Button variant="subtle" size="compact-xs" disabled={!monday || !isDayFilled(monday)} onClick={onCopyMonday}>
          {salePointLabels.copyMonday}
        </Button>
      </Group>
      {timeWork.map((day, index) => {
        const label = dayLabels[day.name];
        const marked = !!message && !isDayComplete(day);
        return (
          <SimpleGrid key={day.name} cols={3} spacing="xs" style={{ gridTemplateColumns: '2.5rem 1fr 1fr', alignItems: 'center' }}>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            <NativeSelect
              aria-label={`${label}: начало`}
              size="xs"
              data={options}
              value={day.startWork}
              error={marked && day.startWork === unsetTime}
              onChange={(event) => onChoose(index, 'startWork', event.currentTarget.value)}
            />
            <NativeSelect
              aria-label={`${label}: конец`}
              size="xs"
              data={options}
              value={day.endWork}
              error={marked && day.endWork === unsetTime}
              onChange={(event) => onChoose(index, 'endWork', event.currentTarget.value)}
            />
          </SimpleGrid>
        );
      })}
      <Text size="xs" c="dimmed" aria-label="Режим работы">
        {workTimeOf(timeWork)}
      </Text>
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
