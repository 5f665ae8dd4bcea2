import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useUniversity } from '../../api/universities';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { KnowledgeBar } from './card/knowledge-bar';
import { UniversityDetails } from './card/university-details';
import { UniversityHeader } from './card/university-header';
import { OperatorsPanel } from './operators/operators-panel';

/** /card/:id — the university card (spec 01 section 2). */
export function UniversityCardPage() {
  const { id = '' } = useParams();
  const university = useUniversity(id);

  return (
    <Stack gap="lg">
      <BackLink to={paths.universities}>К списку университетов</BackLink>
      {university.isPending ? (
        <PageLoader />
      ) : university.isError ? (
        <CardLoadError error={university.error} onRetry={() => void university.refetch()} />
      ) : (
        <>
          <UniversityHeader university={university.data} />
          <UniversityDetails university={university.data} />
          <OperatorsPanel uuidUniversity={university.data.uuidUniver} />
          <KnowledgeBar uuidUniver={university.data.uuidUniver} />
        </>
      )}
    </Stack>
  );
}
