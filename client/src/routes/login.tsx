import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../components/auth/login/login-page';
import { validateLoginSearch } from '../lib/login-params';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  component: LoginPage,
});
