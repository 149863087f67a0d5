import type {Http2SecureServer} from 'node:http2';
export function loopbackOrigin(port: number): string;
export function serveBuild(dir: string, port: number): Promise<Http2SecureServer>;
