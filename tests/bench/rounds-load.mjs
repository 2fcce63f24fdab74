/**
 * The load generator of the HTTP rounds bench (tests/bench/rounds.ts), run as a child process so it
 * uses the machine's other core, not the server's event loop, and the server's own CPU time can be
 * read apart from it. Each lane is one keep-alive
 * connection that plays bet → win rounds in order (a win must follow its bet's answer), with the
 * very headers and HMAC signature the demo provider's wallet client sends
 * (platform/provider/client.ts, platform/provider/signature.ts). Raw HTTP/1.1 over `net` keeps the
 * generator's own cost per call at a few microseconds; every answer's status and body are checked.
 * Plain JS (no TypeScript) so the worker starts without a loader.
 */
import { createHmac } from 'node:crypto';
import { connect } from 'node:net';

const { port, host, secret, token, game, stake, lanes, seconds, prefix } = JSON.parse(process.argv[2]);
const winFor = (round, amount) => (round % 40 === 0 ? amount * 12 : round % 4 === 0 ? amount * 2 : 0);

function request(path, body) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(raw).digest('hex');
  return (
    `POST ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n` +
    `x-casino-signature: ${signature}\r\nContent-Length: ${Buffer.byteLength(raw)}\r\n\r\n${raw}`
  );
}

/** One connection: sends a request, resolves with the answer's status and body (Content-Length framed). */
function lane() {
  const socket = connect({ port, host, noDelay: true });
  let buffer = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0 || !waiting) return;
    const head = buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (!Number.isFinite(length)) return waiting.reject(new Error(`answer without Content-Length: ${head}`));
    if (buffer.length < end + 4 + length) return;
    const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    buffer = buffer.subarray(end + 4 + length);
    const done = waiting;
    waiting = null;
    done.resolve({ status: Number(head.slice(9, 12)), body });
  });
  socket.on('error', (error) => waiting?.reject(error));
  return {
    send(text) {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(text);
      });
    },
    close: () => socket.end(),
  };
}

let rounds = 0;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: lanes }, async (_, index) => {
    const connection = lane();
    for (let n = 0; performance.now() < deadline; n++) {
      const roundId = `${prefix}-${index}-${n}`;
      const bet = await connection.send(request('/provider/wallet/bet', { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:b`, amount_cents: stake }));
      if (bet.status !== 200 || !bet.body.includes('"status":"ok"')) throw new Error(`bet: ${bet.status} ${bet.body}`);
      const win = await connection.send(
        request('/provider/wallet/win', { token, game, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:w`, reference_transaction_id: `${roundId}:b`, amount_cents: winFor(n, stake) }),
      );
      if (win.status !== 200 || !win.body.includes('"status":"ok"')) throw new Error(`win: ${win.status} ${win.body}`);
      rounds++;
    }
    connection.close();
  }),
);
const cpu = process.cpuUsage(cpuBefore);
// The generator's own CPU time, reported beside the server's (it shares the 2 cores with it).
process.send({ rounds, seconds: (performance.now() - started) / 1000, cpuMicros: cpu.user + cpu.system });
