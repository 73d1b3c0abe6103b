import { connect, type Socket } from "node:net";

/**
 * A minimal keep-alive HTTP/1.1 GET client on one socket: it writes a prebuilt request and reads the response by its
 * Content-Length. node:http costs the client about 0.3 ms a request; this costs almost nothing, so a timing shows the
 * server's work, as the bench's database client shows the database's.
 */
export async function rawHttpClient(url: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  let pending: { resolve: (r: { status: number; headers: string }) => void; reject: (e: Error) => void } | undefined;
  let buffer: Buffer = Buffer.alloc(0);
  socket.on("data", (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const end = buffer.indexOf("\r\n\r\n");
    if (end < 0 || !pending) return;
    const head = buffer.subarray(0, end).toString("latin1");
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return pending.reject(new Error(`no Content-Length in: ${head.split("\r\n")[0]}`));
    const total = end + 4 + Number(length[1]);
    if (buffer.length < total) return;
    buffer = buffer.subarray(total);
    const done = pending;
    pending = undefined;
    done.resolve({ status: Number(head.slice(9, 12)), headers: head });
  });
  socket.on("error", (error) => pending?.reject(error));
  return {
    get(path: string) {
      return new Promise<{ status: number; headers: string }>((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${extra}\r\n`);
      });
    },
    close: () => socket.destroy(),
  };
}
