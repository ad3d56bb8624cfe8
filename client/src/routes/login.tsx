import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../components/auth/login/login-page';
import { ZLoginSearch } from '../lib/login-params';

export const Route = createFileRoute('/login')({
  validateSearch: ZLoginSearch,
  component: LoginPage,
});
