// The baseline target: a bare `ws` server with the same path as the product's answer — an HTTP
// POST names a socket and the server writes the body to it — without sessions, a database or
// Redis. Run as its own process like the product server, so the ratio isolates what the product
// adds on top of `ws` itself.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

/** @type {Map<string, import('ws').WebSocket>} */
const sockets = new Map();
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') return res.end('ok');
  const match = /^\/push\/([\w-]+)$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) {
    res.statusCode = 404;
    return res.end();
  }
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const socket = sockets.get(/** @type {string} */ (match[1]));
    if (!socket) {
      res.statusCode = 404;
      return res.end();
    }
    socket.send(Buffer.concat(chunks).toString('utf8'));
    res.end('{}');
  });
});
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (socket) => {
  socket.once('message', (data) => {
    const { id } = JSON.parse(data.toString());
    sockets.set(id, socket);
    socket.on('close', () => sockets.delete(id));
    socket.send(JSON.stringify({ type: 'ready' }));
  });
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const s of sockets.values()) s.terminate();
    server.close(() => process.exit(0));
  });
}
