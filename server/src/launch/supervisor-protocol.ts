/** Messages between the supervisor (start-all.ts) and its short-lived preparing child (prepare.ts). */

/** From the child: first what the supervisor must provide, then what the app processes need. */
export type PrepareReply =
  | {
      type: 'settings';
      /** The data folder, absolute. */
      dataDir: string;
      databaseUrl: string | undefined;
      redisUrl: string | undefined;
      ownServices: boolean;
    }
  | {
      type: 'ready';
      /** Added to the server's and worker's environment. */
      env: Record<string, string>;
      url: string;
      /** The server's own address (PUBLIC_URL may name a proxy), for the health check. */
      localUrl: string;
      /** Printed once the server answers. */
      summary: string[];
    };

/** From the supervisor, once PostgreSQL and Redis run (or were given). */
export interface SupervisorMessage {
  /** Set when the supervisor started the embedded database: its admin URL. */
  embeddedDatabaseUrl: string | undefined;
  redisUrl: string;
  redisStartedHere: boolean;
}
