import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../components/auth/login/login-page';
import { withApi } from '../components/with-api';
import { readLoginSearch } from '../lib/login-params';

export const Route = createFileRoute('/login')({
  validateSearch: readLoginSearch,
  component: withApi(LoginPage),
});
