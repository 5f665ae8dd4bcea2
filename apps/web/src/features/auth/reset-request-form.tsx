import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@sks/contract';
import { useResetRequest } from '../../api/auth';
import { paths } from '../../app/paths';
import { validateResetLogin } from './auth-rules';

/** /auth/resetpassword without a token: asks for the login e-mail and sends the link. */
export function ResetRequestForm() {
  const request = useResetRequest();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateResetLogin(login);
    setError(problem);
    if (!problem) request.mutate(login);
  };

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light">
          {messages.reset.requestSent}
        </Alert>
        <Anchor component={Link} to={paths.auth} size="sm">
          Вернуться ко входу
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="E-mail"
          description="Пришлём ссылку для смены пароля"
          type="email"
          autoComplete="username"
          autoFocus
          value={login}
          error={error}
          onChange={(event) => {
            setLogin(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          Отправить ссылку
        </Button>
        <Anchor component={Link} to={paths.auth} size="sm" ta="center">
          Вернуться ко входу
        </Anchor>
      </Stack>
    </form>
  );
}
