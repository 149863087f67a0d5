/**
 * Who talks to whom inside the stack, and why (FACTS.md §1.4, §2.9, §2.10, §4, §6, §7).
 * The intro page's diagram and its text alternative are drawn from this list; the port on each
 * connection is read from services.ts.
 */
export type Endpoint = string; // a service slug, or one of the two outside parties below
export const outside = {
  browser: 'Your browser',
  sei: 'Sei network (EVM RPC)',
} as const;

export interface Connection {
  readonly from: Endpoint | 'browser';
  readonly to: Endpoint | 'sei';
  /** compose: wired by the compose files; template: only once you import a template or function. */
  readonly via: 'compose' | 'template';
  /** Which port of the target, when it has several. */
  readonly portLabel?: string;
  /** What the connection is for, one clause. */
  readonly why: string;
}

export const connections: readonly Connection[] = [
  {from: 'openwebui', to: 'ollama', via: 'compose', why: 'local models, through OLLAMA_BASE_URL'},
  {from: 'eliza', to: 'ollama', via: 'compose', why: 'local models, through OLLAMA_API_ENDPOINT'},
  {from: 'n8n', to: 'redis', via: 'compose', why: 'queue settings; Compose will not deploy n8n without the Redis service (depends_on)'},
  {from: 'openwebui', to: 'eliza', via: 'template', why: 'the Eliza pipe function'},
  {from: 'openwebui', to: 'cambrian', via: 'template', why: 'the Cambrian pipe function'},
  {from: 'openwebui', to: 'flowise', via: 'template', why: 'the Flowise pipe function'},
  {from: 'openwebui', to: 'n8n', via: 'template', why: 'the n8n pipe function'},
  {from: 'n8n', to: 'eliza', via: 'template', why: 'the Eliza demo workflows'},
  {from: 'n8n', to: 'cambrian', via: 'template', why: 'the Cambrian demo workflows'},
  {from: 'n8n', to: 'sei-mcp', via: 'template', why: 'the MCP client workflows'},
  {from: 'flowise', to: 'sei-mcp', via: 'template', why: 'the Agentflow demo'},
  {from: 'eliza', to: 'sei', via: 'compose', why: 'signs with SEI_PRIVATE_KEY'},
  {from: 'cambrian', to: 'sei', via: 'compose', why: 'signs with SEI_PRIVATE_KEY'},
  {from: 'sei-mcp', to: 'sei', via: 'compose', why: 'signs with SEI_PRIVATE_KEY'},
];
