/**
 * Calls in one HTTP batch or one WebSocket message. The client's batch link sends no more
 * (client/src/lib/trpc.ts), and a batch of thousands, parsed and run at once, was how one
 * account took the server down (issue 27).
 */
export const MAX_CALLS_PER_BATCH = 10;
export const TOO_MANY_IN_BATCH = `At most ${MAX_CALLS_PER_BATCH} calls can be sent together. Send them in smaller batches.`;
/** What tRPC's HTTP handler says past `maxBatchSize`; shown as TOO_MANY_IN_BATCH instead. */
export const TRPC_BATCH_TOO_LARGE = 'Batch call exceeds maximum size';
