export { SignInPage } from './sign-in-page';
export { ResetPasswordPage } from './reset-password-page';
