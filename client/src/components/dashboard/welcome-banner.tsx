import type { UserDto } from '@app/shared/auth/user';
import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { welcomeFor } from '../../lib/welcome';
import { Glow } from '../glow';

export function WelcomeBanner({ user }: { user: UserDto }) {
  const welcome = welcomeFor(user);
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-700 via-emerald-600 to-teal-600 p-6 text-white shadow-lg sm:p-8"
    >
      <Glow className="-top-16 -right-16 size-64 bg-white/10 blur-2xl" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 id="welcome-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {welcome.title}
          </h1>
          <p className="mt-2 max-w-xl text-emerald-50">{welcome.body}</p>
        </div>
        <Link
          to="/generate"
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-emerald-800 shadow-sm transition-colors hover:bg-emerald-50 focus-visible:outline-white"
        >
          <Sparkles className="size-4" aria-hidden="true" />
          Generate Document
        </Link>
      </div>
    </section>
  );
}
