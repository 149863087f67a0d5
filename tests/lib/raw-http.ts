import net from 'node:net';
import tls from 'node:tls';

export interface RawResponse {
  readonly status: number;
  readonly statusLine: string;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * Sends bytes exactly as given (no client-side normalisation of paths, methods or headers)
 * and reads the one response until the server closes. For requests no HTTP client would
 * send: malformed lines, raw control bytes, traversal paths kept as typed.
 */
export function rawRequest(
  target: {host: string; port: number; tls?: boolean},
  request: Buffer | string,
  timeoutMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = target.tls
      ? tls.connect({host: target.host, port: target.port, rejectUnauthorized: false, ALPNProtocols: ['http/1.1']})
      : net.connect({host: target.host, port: target.port});
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('raw request timed out')));
    // Over plain TCP the request is followed by a half-close, so that a server waiting for
    // more of a malformed request sees its end. Over TLS a half-close is a close_notify alert,
    // on which nginx may stop sending a large body: the request asks for `Connection: close`
    // and the socket stays open until the server closes it.
    socket.on(target.tls ? 'secureConnect' : 'connect', () => (target.tls ? socket.write(request) : socket.end(request)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no complete response: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`));
      const [statusLine = '', ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      resolve({status: Number(statusLine.split(' ')[1]), statusLine, headers, body: data.subarray(split + 4)});
    });
  });
}

/** A well-formed request for `path` (sent as typed), closing the connection after it. */
export function requestFor(path: string, {method = 'GET', headers = {} as Record<string, string>} = {}): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
