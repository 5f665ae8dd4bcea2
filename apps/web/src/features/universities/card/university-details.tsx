import type { ReactNode } from 'react';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPhone, phoneDigits, type University } from '@sks/contract';
import { delegateFullName } from '../form/university-form-state';
import { contractEndLabel, type ContractTone } from './contract-label';

const toneColor: Record<ContractTone, string | undefined> = { ok: undefined, soon: 'orange.8', expired: 'red.7' };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Representative, city and address, contract end, contacts and INN. */
export function UniversityDetails({ university }: { university: University }) {
  const contract = contractEndLabel(university.endContract, university.flagDay);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Сведения об университете">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <Detail label="Представитель">{delegateFullName(university)}</Detail>
        <Detail label="Город">{university.nameCity}</Detail>
        <Detail label="Адрес">{university.address}</Detail>
        <Detail label="Окончание договора">
          <Text span size="sm" c={toneColor[contract.tone]} fw={contract.tone === 'ok' ? undefined : 600}>
            {contract.text}
          </Text>
        </Detail>
        <Detail label="E-mail">
          <Anchor href={`mailto:${university.email}`} size="sm">
            {university.email}
          </Anchor>
        </Detail>
        <Detail label="Телефон">
          <Anchor href={`tel:+${phoneDigits(university.phone)}`} size="sm" c="inherit">
            {formatPhone(university.phone)}
          </Anchor>
        </Detail>
        <Detail label="ИНН">{university.inn}</Detail>
      </SimpleGrid>
    </Card>
  );
}
