/** One line a person can act on for the ways start-up commonly fails; never a stack trace. */
export function describeStartupError(error: unknown, context: { host?: string; port?: number } = {}): string {
  const e = error as { code?: string; message?: string; address?: string; port?: number; name?: string };
  // Already one sentence naming the package and the command that installs it.
  if (e?.name === 'MissingPackageError') return e.message ?? '';
  switch (e?.code) {
    case 'EADDRINUSE':
      return `Port ${context.port ?? e.port} is already in use. Stop the other program or set PORT to a free port.`;
    case 'EACCES':
      return `Not allowed to listen on port ${context.port ?? e.port}. Use a port above 1024 (set PORT).`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${context.host}: that address is not on this machine. Set HOST (for example 127.0.0.1).`;
    case 'ECONNREFUSED':
      return `Connection refused at ${e.address ?? 'the given address'}${e.port ? `:${e.port}` : ''}. Is the service running?`;
    case '28P01':
    case '28000':
      return 'The database refused the credentials in DATABASE_URL.';
    case '3D000':
      return 'The database named in DATABASE_URL does not exist. Create it or fix the name.';
    default:
      return `Could not start: ${e?.message ?? String(error)}`;
  }
}
