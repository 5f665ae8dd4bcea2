import type { ReactNode } from 'react';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPhoneDashed, phoneDigits, socialNetworkLabels, type Partner } from '@sks/contract';
import { shownDate } from '../partner-format';
import { socialIcons } from '../form/social-links';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Block reason (only when blocked), category, dates, legal data and contacts (spec 02 section 2). */
export function PartnerDetails({ partner }: { partner: Partner }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Сведения о партнёре">
      <Stack gap="md">
        {partner.status === 'blocked' && (
          <Alert color="red" variant="light" p="xs" title="Причина блокировки" maw={640}>
            {partner.reasonBlocked || '—'}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          <Detail label="Категория">{partner.category?.name}</Detail>
          <Detail label="Дата создания">{shownDate(partner.createdData)}</Detail>
          <Detail label="Юридическое название">{partner.legalName}</Detail>
          <Detail label="ИНН">{partner.inn || '-'}</Detail>
          <Detail label="Город">{partner.nameMainCity ?? (partner.isFederalPartner ? 'Все города' : '')}</Detail>
          <Detail label="E-mail">
            {partner.email && (
              <Anchor href={`mailto:${partner.email}`} size="sm">
                {partner.email}
              </Anchor>
            )}
          </Detail>
          <Detail label="Телефон">
            {partner.phone && (
              <Anchor href={`tel:+${phoneDigits(partner.phone)}`} size="sm" c="inherit">
                {formatPhoneDashed(partner.phone)}
              </Anchor>
            )}
          </Detail>
          <Detail label="Сайт">
            {partner.linkToSite && (
              <Anchor href={partner.linkToSite} target="_blank" rel="noopener noreferrer" size="sm">
                {partner.linkToSite}
              </Anchor>
            )}
          </Detail>
          <Detail label="Социальные сети">
            {partner.socialNetworks.length > 0 && (
              <Group gap="sm">
                {partner.socialNetworks.map((s) => {
                  const Icon = socialIcons[s.type];
                  return (
                    <Anchor key={s.type} href={s.link} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={4} component="span">
                        <Icon size={16} aria-hidden />
                        {socialNetworkLabels[s.type]}
                      </Group>
                    </Anchor>
                  );
                })}
              </Group>
            )}
          </Detail>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
