import { useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';

/** /auth/resetpassword: the request form, or with `?token=` (the e-mailed link) the new-password form. */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const token = query.get('token');
  return (
    <AuthLayout title={token ? 'Новый пароль' : 'Восстановление пароля'}>
      {token ? <NewPasswordForm key={token} token={token} /> : <ResetRequestForm />}
    </AuthLayout>
  );
}
