import { connect } from "node:net";

/** What came back for a request sent byte for byte. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends `request` exactly as given (a URL parser would resolve dots and fix encodings first)
 * and reads the answer until the server closes the connection, or until the answer is whole by
 * its Content-Length or its last chunk (Wrangler's local engine keeps a connection open after
 * `Connection: close`).
 */
export function rawRequest(
  baseURL: string,
  request: string | Buffer,
  timeoutMs = 10_000,
  localAddress?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (whole(Buffer.concat(chunks))) socket.destroy();
    });
    socket.on("error", (error) => (chunks.length > 0 ? finish() : reject(error)));
    socket.on("close", () => finish());
    socket.write(request);
    function finish() {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: text.slice(split + 4) });
    }
  });
}

/** A GET of exactly this target that asks the server to close afterwards. */
export const rawGet = (target: string, headers = "") =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

/** Whether these bytes hold a whole answer: its head, and all of a body of known length. */
function whole(bytes: Buffer): boolean {
  const split = bytes.indexOf("\r\n\r\n");
  if (split === -1) return false;
  const head = bytes.subarray(0, split).toString("latin1");
  const length = /^Content-Length: (\d+)$/im.exec(head)?.[1];
  if (length !== undefined) return bytes.length - split - 4 >= Number(length);
  if (/^Transfer-Encoding: chunked$/im.test(head)) return bytes.subarray(-5).toString("latin1") === "0\r\n\r\n";
  return false;
}
