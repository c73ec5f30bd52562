// The limit of `npm run bench`: a bare node:http server answering a small JSON, what any Node HTTP
// answer costs at the least. Listens on PORT on the loopback.
import http from 'node:http';

const body = JSON.stringify({ active: true, client_id: 'bench', scope: ['read'] });
http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
