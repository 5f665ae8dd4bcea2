import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@sks/contract';
import { useReset } from '../../api/auth';
import { paths } from '../../app/paths';
import { notifyError } from '../../ui';
import { isInvalidResetLink, validateNewPassword, type NewPasswordErrors } from './auth-rules';

type Outcome = 'editing' | 'done' | 'invalidLink';

/** /auth/resetpassword?token=...: sets a new password with the link's token. */
export function NewPasswordForm({ token }: { token: string }) {
  const reset = useReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [outcome, setOutcome] = useState<Outcome>('editing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateNewPassword(password, repeat);
    setErrors(problems ?? {});
    if (problems) return;
    try {
      await reset.mutateAsync({ token, password });
      setOutcome('done');
    } catch (error) {
      if (isInvalidResetLink(error)) setOutcome('invalidLink');
      else notifyError(error);
    }
  };

  if (outcome === 'done') {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light">
          {messages.reset.done}
        </Alert>
        <Button component={Link} to={paths.auth} fullWidth>
          Войти
        </Button>
      </Stack>
    );
  }

  if (outcome === 'invalidLink') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light">
          {messages.reset.invalidToken}
        </Alert>
        <Anchor component={Link} to={paths.resetPassword} size="sm">
          Запросить новую ссылку
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Новый пароль"
          autoComplete="new-password"
          autoFocus
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors({});
          }}
        />
        <PasswordInput
          label="Повторите пароль"
          autoComplete="new-password"
          value={repeat}
          error={errors.repeat}
          onChange={(event) => {
            setRepeat(event.currentTarget.value);
            setErrors({});
          }}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Сменить пароль
        </Button>
      </Stack>
    </form>
  );
}
