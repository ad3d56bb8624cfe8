/** The tRPC WebSocket endpoint on the page's own origin; secure whenever the page itself is. */
export function trpcWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/trpc`;
}
