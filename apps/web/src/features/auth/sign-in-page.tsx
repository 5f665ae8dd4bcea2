import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { validateSignInForm, type SignInFormErrors } from '@sks/contract';
import { useSignIn } from '../../api/auth';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { notifyError } from '../../ui';
import { AuthLayout } from './auth-layout';
import { signInFailure } from './auth-rules';

/** /auth: e-mail and password; on success the route gate takes the admin to the last visited URL. */
export function SignInPage() {
  const { confirmSignIn } = useSession();
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInFormErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateSignInForm(login, password);
    setErrors(problems ?? {});
    if (problems) return;
    let tokens;
    try {
      tokens = await signIn.mutateAsync({ login, password });
    } catch (error) {
      const failure = signInFailure(error);
      setErrors(failure.errors);
      if (failure.notification) notifyError(error, { 404: failure.notification });
      return;
    }
    await confirmSignIn(tokens).catch((error: unknown) => notifyError(error));
  };

  return (
    <AuthLayout title="Вход">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            value={login}
            error={errors.login}
            onChange={(event) => {
              setLogin(event.currentTarget.value);
              setErrors({});
            }}
          />
          <PasswordInput
            label="Пароль"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors({});
            }}
          />
          {errors.form && (
            <Alert color="red" variant="light">
              {errors.form}
            </Alert>
          )}
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Войти
          </Button>
          <Anchor component={Link} to={paths.resetPassword} size="sm" ta="center">
            Забыли пароль?
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
