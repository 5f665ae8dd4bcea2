import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { innPattern, universityMessages, type InnLookupResult } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { useInnLookup } from '../../../api/universities';

type InnFieldProps = {
  value: string;
  error?: string;
  onChange: (inn: string) => void;
  /** Called with the answer; the form fills what it returns. */
  onFound: (found: InnLookupResult) => void;
};

/** Why a lookup failed, said on the INN field. */
function lookupFailure(error: unknown): string {
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 404) return universityMessages.innNotFound;
  if (status === 400) return universityMessages.inn;
  return universityMessages.innUnavailable;
}

/** INN with the 'Заполнить по ИНН' button (GET /v1/univer/inn). */
export function InnField({ value, error, onChange, onFound }: InnFieldProps) {
  const lookup = useInnLookup();
  const [problem, setProblem] = useState<string | null>(null);

  const find = async () => {
    const inn = value.trim();
    if (!innPattern.test(inn)) {
      setProblem(universityMessages.inn);
      return;
    }
    try {
      onFound(await lookup.mutateAsync(inn));
      setProblem(null);
    } catch (failure) {
      setProblem(lookupFailure(failure));
    }
  };

  return (
    <TextInput
      label="ИНН"
      description="10 или 12 цифр, необязательно"
      inputMode="numeric"
      maxLength={12}
      value={value}
      error={problem ?? error}
      onChange={(event) => {
        onChange(event.currentTarget.value);
        setProblem(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void find();
        }
      }}
      rightSectionWidth={176}
      rightSection={
        <Button size="compact-sm" variant="light" leftSection={<IconSearch size={14} />} loading={lookup.isPending} onClick={find}>
          Заполнить по ИНН
        </Button>
      }
    />
  );
}
