import pg from 'pg';

// Here, not in the global setup, so every program that clones the template (e2e too) sees it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file clones; its own name per run (see the setup). */
    templateDatabase: string;
  }
}

/** The server tests run against: a real PostgreSQL (TEST_DATABASE_URL, else the local one). */
export const adminUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.href;
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
