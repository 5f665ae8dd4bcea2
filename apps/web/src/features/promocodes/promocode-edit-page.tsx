import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { isPromocodeValidAt, type Promocode, promocodeMessages as m, shownDateTime, wireOfRuDateTime } from '@sks/contract';
import { usePromocode, useUpdatePromocode } from '../../api/promocodes';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { notifySaved, notifySaveFailed } from './promocode-notices';
import { PromocodeForm } from './promocode-form';
import { formOfPromocode, type PromocodeFormState } from './promocode-form-state';
import { shownValidity } from './promocode-format';

/** /promocodes/:id — the edit form (only the end and the description change) beside a panel with the statistics link. */
export function PromocodeEditPage() {
  const { id = '' } = useParams();
  const promocode = usePromocode(id);

  return (
    <Stack gap="lg">
      <BackLink to={paths.promocodes}>К промокодам</BackLink>
      <Title order={1} size="h2">
        Редактирование промокода
      </Title>
      {promocode.data ? (
        <EditForm key={promocode.data.idPromocode} promocode={promocode.data} />
      ) : promocode.isError ? (
        <CardLoadError error={promocode.error} notFound={m.notFound} onRetry={() => void promocode.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

function EditForm({ promocode }: { promocode: Promocode }) {
  const navigate = useNavigate();
  const update = useUpdatePromocode();

  const save = async (values: PromocodeFormState) => {
    try {
      await update.mutateAsync({
        idPromocode: promocode.idPromocode,
        promocode: promocode.promocode,
        startPromoCode: promocode.startDate,
        endPromoCode: wireOfRuDateTime(values.end.date, values.end.time) ?? '',
        content: values.content,
      });
    } catch (error) {
      notifySaveFailed(m.editFailed);
      throw error;
    }
    notifySaved(m.edited);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="lg" radius="md">
          <PromocodeForm initial={formOfPromocode(promocode)} editing saving={update.isPending} onSave={save} onCancel={() => void navigate(paths.promocodes)} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SidePanel promocode={promocode} />
      </Grid.Col>
    </Grid>
  );
}

function SidePanel({ promocode }: { promocode: Promocode }) {
  const valid = isPromocodeValidAt(promocode, new Date());
  return (
    <Card withBorder padding="lg" radius="md" component="aside" aria-label="О промокоде">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} ff="monospace">
            {promocode.promocode}
          </Text>
          <Badge color={valid ? 'teal' : 'red'} variant="light">
            {valid ? 'Действует' : 'Не действует'}
          </Badge>
        </Group>
        <Text size="sm">{shownValidity(promocode.startDate, promocode.expirationDate)}</Text>
        <Text size="sm" c="dimmed">{`Создан ${shownDateTime(promocode.createdAt)}`}</Text>
        <Text size="sm">{`Регистраций: ${promocode.statcount}`}</Text>
        <Anchor component={Link} to={generatePath(paths.promocodeStatistics, { promocode: promocode.promocode })} size="sm">
          <Group gap={4} component="span">
            <IconChartBar size={16} aria-hidden />
            Статистика регистраций
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}
