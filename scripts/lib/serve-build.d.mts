import type {Server} from 'node:http';
export function serveBuild(dir: string, port: number): Promise<Server>;
