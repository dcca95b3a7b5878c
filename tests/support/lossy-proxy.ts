// A TCP proxy between a test's Firestore client and the emulator that can hold the server's
// answers and then lose them, as a tablet's Wi-Fi does when it drops just after a write went out:
// the server commits the write, its acknowledgement never arrives, and the client sends it again
// on a new connection. The client speaks gRPC over plain HTTP/2 to the emulator, so a request is
// recognised by a string it carries (a document's path).
import net from 'node:net';

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  holding: boolean;
  held: Buffer[];
  /** The end of what the client sent last, so a marker split over two chunks is still seen. */
  tail: Buffer;
}

export interface LossyProxy {
  /** host:port for connectFirestoreEmulator. */
  host: string;
  /**
   * From the request that carries `marker` on, every answer on its connection is held (the
   * request itself goes through). Resolves once that request has been sent on to the server.
   */
  holdAnswersAfter(marker: string): Promise<void>;
  /** Loses what is held: the holding connections are cut, their answers never delivered. */
  dropHeld(): void;
  close(): Promise<void>;
}

export async function startLossyProxy(target: string): Promise<LossyProxy> {
  const [targetHost, targetPort] = target.split(':');
  const pairs = new Set<Pair>();
  let armed: { marker: Buffer; passed: () => void } | null = null;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), targetHost);
    const pair: Pair = { client, upstream, holding: false, held: [], tail: Buffer.alloc(0) };
    pairs.add(pair);
    client.on('data', (chunk) => {
      const seen = Buffer.concat([pair.tail, chunk]);
      const trigger = armed !== null && seen.includes(armed.marker) ? armed : null;
      if (trigger) {
        armed = null;
        pair.holding = true;
      }
      pair.tail = seen.subarray(Math.max(0, seen.length - 256));
      upstream.write(chunk, () => trigger?.passed());
    });
    upstream.on('data', (chunk) => {
      if (pair.holding) pair.held.push(chunk);
      else client.write(chunk);
    });
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('close', close);
      socket.on('error', close);
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as net.AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    holdAnswersAfter: (marker) =>
      new Promise<void>((passed) => {
        armed = { marker: Buffer.from(marker), passed };
      }),
    dropHeld() {
      for (const pair of [...pairs].filter((entry) => entry.holding)) {
        pair.held = [];
        pair.client.destroy();
        pair.upstream.destroy();
      }
    },
    close: () =>
      new Promise<void>((closed) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        server.close(() => closed());
      }),
  };
}
