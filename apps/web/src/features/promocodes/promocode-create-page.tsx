import { Card, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { promocodeMessages as m } from '@sks/contract';
import { useCreatePromocode } from '../../api/promocodes';
import { paths } from '../../app/paths';
import { BackLink } from '../../ui';
import { notifySaved, notifySaveFailed } from './promocode-notices';
import { PromocodeForm } from './promocode-form';
import { emptyPromocodeForm, valuesOf } from './promocode-form-state';
import type { PromocodesListState } from './promocodes-page';

/** /promocodes/create — a new code; after the save the list (spec 03 section 4). */
export function PromocodeCreatePage() {
  const navigate = useNavigate();
  const create = useCreatePromocode();

  const save = async (values: typeof emptyPromocodeForm) => {
    try {
      await create.mutateAsync(valuesOf(values));
    } catch (error) {
      notifySaveFailed(m.createFailed);
      throw error;
    }
    notifySaved(m.created);
    void navigate(paths.promocodes, { state: { created: true } satisfies PromocodesListState });
  };

  return (
    <Stack gap="lg">
      <BackLink to={paths.promocodes}>К промокодам</BackLink>
      <Title order={1} size="h2">
        Новый промокод
      </Title>
      <Card withBorder padding="lg" radius="md">
        <PromocodeForm initial={emptyPromocodeForm} editing={false} saving={create.isPending} onSave={save} onCancel={() => void navigate(paths.promocodes)} />
      </Card>
    </Stack>
  );
}
