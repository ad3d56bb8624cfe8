import type { SupportMessageDto } from '@app/shared/support/dto';

/** Adds messages that arrived live to a thread, once each, oldest first. */
export function mergeMessages(
  current: readonly SupportMessageDto[],
  incoming: readonly SupportMessageDto[],
): SupportMessageDto[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
