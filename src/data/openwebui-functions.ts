/**
 * The four OpenWebUI Pipe functions in the toolkit's `resources/openwebui/` folder (FACTS.md §4.3).
 * Valve defaults are kept exactly as the Python files write them. Where a default does not work from
 * inside the OpenWebUI container, `inNetwork` gives the service and path to use instead; pages build
 * the address from services.ts, so it always carries the container name and container port.
 */

export interface Valve {
  readonly name: string;
  /** The default, exactly as the file writes it. */
  readonly default: string;
  readonly description: string;
}

export interface PipeEndpoint {
  readonly method: 'GET' | 'POST';
  /** A path below the target's base address, or the name of the valve that holds the full URL. */
  readonly path: string;
  readonly detail?: string;
}

/** The in-network address to put in a URL valve instead of its default. */
export interface InNetworkCorrection {
  readonly valve: string;
  /** Service slug: the address starts with its container name and container port. */
  readonly service: string;
  /** What follows the address; `<…>` parts are yours to fill in. */
  readonly path: string;
  readonly reason: string;
  /** True when the corrected address is our reading of the code, not tested on a live stack. */
  readonly inferred?: boolean;
}

export interface PipeFunction {
  readonly file: string;
  readonly title: string;
  readonly version: string;
  /** The pipe id OpenWebUI stores. */
  readonly pipeId: string;
  /** The model name you pick in the chat. */
  readonly name: string;
  readonly summary: string;
  /** Slug of the service it talks to. */
  readonly service: string;
  readonly valves: readonly Valve[];
  readonly endpoints: readonly PipeEndpoint[];
  /** What it sends and what it reads back. */
  readonly exchange: string;
  readonly correction?: InNetworkCorrection;
  /** A path on the target that answers a plain GET, for a reachability check from the OpenWebUI container. */
  readonly reachabilityPath: string;
  readonly caveats: readonly {readonly severity: 'danger' | 'warning' | 'note'; readonly text: string}[];
}

const statusValves = (): readonly Valve[] => [
  {name: 'emit_interval', default: '2.0', description: 'Seconds between progress updates in the chat.'},
  {name: 'enable_status_indicator', default: 'True', description: 'Shows those progress updates.'},
];

export const pipeFunctions: readonly PipeFunction[] = [
  {
    file: 'function-Cambrian_Pipe.py',
    title: 'Cambrian Agent Pipe Function',
    version: '0.1.0',
    pipeId: 'cambrian_pipe',
    name: 'Cambrian Agent Pipe',
    summary: 'Passes your last chat message to the Cambrian agent and streams its answer back.',
    service: 'cambrian',
    valves: [
      {name: 'cambrian_url', default: 'http://seiling-cambrian-agent:3000/api/chat', description: 'Cambrian\'s chat API.'},
      {name: 'response_field', default: 'data', description: 'Field the answer is read from.'},
      ...statusValves(),
      {name: 'connection_timeout', default: '10.0', description: 'Seconds to wait for the connection.'},
      {name: 'read_timeout', default: '60.0', description: 'Seconds to wait for the answer.'},
    ],
    endpoints: [{method: 'POST', path: 'cambrian_url', detail: 'streamed; on failure it retries once without streaming, with a 30 s read timeout'}],
    exchange: 'Sends {"messages":[{"role":"user","content":<last message>}]} and reads newline-delimited JSON lines of the form {"type":"text","text":…}.',
    reachabilityPath: '/',
    caveats: [
      {
        severity: 'danger',
        text: 'Cambrian acts on Sei mainnet with the key in SEI_PRIVATE_KEY and can swap, lend and transfer. A chat message through this pipe can move real funds, so keep only a small amount on that key.',
      },
      {
        severity: 'warning',
        text: 'Cambrian stops on its first chat request when OPENAI_API_KEY, SEI_PRIVATE_KEY or RPC_URL is empty, and the pipe then fails with an error.',
      },
    ],
  },
  {
    file: 'function-Eliza_Pipe.py',
    title: 'Eliza Agent Pipe (N8N Pattern)',
    version: '2.1.0',
    pipeId: 'eliza_pipe_n8n',
    name: 'Eliza Agent Pipe (N8N Pattern)',
    summary: 'Talks to an ElizaOS agent through its messaging API, the same way the n8n Eliza demo does, and reuses one channel across chats.',
    service: 'eliza',
    valves: [
      {name: 'eliza_url', default: 'http://seiling-eliza:3000', description: 'Base address of the ElizaOS API.'},
      {name: 'wait_time', default: '8', description: 'Seconds to wait before reading the reply.'},
      ...statusValves(),
      {name: 'channel_name', default: 'openwebui_eliza_channel', description: 'Channel it reuses or creates.'},
    ],
    endpoints: [
      {method: 'GET', path: '/api/messaging/central-servers'},
      {method: 'GET', path: '/api/agents'},
      {method: 'GET', path: '/api/messaging/central-channels', detail: 'and /{id}/agents, to reuse an existing channel'},
      {method: 'POST', path: '/api/messaging/channels', detail: 'only when no channel can be reused'},
      {method: 'POST', path: '/api/messaging/central-channels/{id}/agents'},
      {method: 'POST', path: '/api/messaging/submit', detail: 'channel_id, server_id, author_id (the server id), content, source_type=user_message, metadata for a DM to the agent'},
      {method: 'GET', path: '/api/messaging/central-channels/{id}/messages', detail: 'polled; falls back to /api/messaging/channels/{id}/messages and /api/agents/{agentId}/messages'},
    ],
    exchange: 'Posts your message to the channel, then polls the channel\'s messages for the agent\'s reply. It caches the channel, server and agent ids.',
    // ElizaOS has no /health route; /health would get the web interface's page (200) whatever the agents do.
    reachabilityPath: '/api/server/ping',
    caveats: [
      {
        severity: 'warning',
        // function-Eliza_Pipe.py sends no headers; ElizaOS 1.2 answers 401 without X-API-KEY once the token is set.
        text: 'The pipe sends no X-API-KEY header and has no valve for one. Once ELIZA_SERVER_AUTH_TOKEN is set, every message fails with "Error in Eliza workflow: Failed to get server info: Unauthorized: Invalid or missing X-API-KEY"; add the header to its requests in the code.',
      },
      {
        severity: 'note',
        // function-Eliza_Pipe.py waits wait_time + 5 seconds before it reads the channel.
        text: 'The pipe reads the channel wait_time plus 5 seconds after it posts. When the agent has not answered by then, it replies "Message sent successfully, but no response received yet."; raise the valve.',
      },
      {
        severity: 'danger',
        text: 'ElizaOS is given the key in SEI_PRIVATE_KEY, so any Sei action its plugins offer signs with that key. Treat a chat request for a transfer as real, and keep only test or small funds on the key.',
      },
    ],
  },
  {
    file: 'function-Flowise_Pipe.py',
    title: 'Flowise Pipe Function',
    version: '0.1.0',
    pipeId: 'flowise_pipe',
    name: 'Flowise Pipe',
    summary: 'Sends your message to one Flowise flow through its prediction API and shows the answer.',
    service: 'flowise',
    valves: [
      {
        name: 'flowise_url',
        default: 'http://localhost:5003/api/v1/prediction/ff3d8e68-c4a9-4bd2-be8e-52f7a4b2d4ce',
        description: 'Prediction endpoint of the flow.',
      },
      {name: 'input_field', default: 'question', description: 'Field that carries your message.'},
      {name: 'response_field', default: 'text', description: 'Field the answer is read from.'},
      ...statusValves(),
    ],
    endpoints: [{method: 'POST', path: 'flowise_url'}],
    exchange: 'Sends {"question": <message>} and reads the text field of the reply.',
    correction: {
      valve: 'flowise_url',
      service: 'flowise',
      path: '/api/v1/prediction/<flow-id>',
      reason: 'Inside the OpenWebUI container, localhost is OpenWebUI itself, and the flow id in the default belongs to the author\'s own Flowise.',
    },
    reachabilityPath: '/',
    caveats: [
      {
        severity: 'warning',
        text: 'Left at its default, the valve points at a port that exists only on the host and at a flow you do not have; every message fails until you change it.',
      },
    ],
  },
  {
    file: 'function-N8N Pipe.py',
    title: 'n8n Pipe Function',
    version: '0.2.0',
    pipeId: 'n8n_pipe',
    name: 'N8N Pipe',
    summary: 'Sends your message and the chat id to an n8n webhook and shows the output field of the reply.',
    service: 'n8n',
    valves: [
      {name: 'n8n_url', default: 'https://n8n.[your domain].com/webhook/[your webhook URL]', description: 'The webhook to call; the default is a placeholder.'},
      {name: 'n8n_bearer_token', default: '...', description: 'Sent as Authorization: Bearer <token>.'},
      {name: 'input_field', default: 'chatInput', description: 'Field that carries your message.'},
      {name: 'response_field', default: 'output', description: 'Field the answer is read from.'},
      ...statusValves(),
    ],
    endpoints: [{method: 'POST', path: 'n8n_url', detail: 'header Authorization: Bearer <token>'}],
    exchange: 'Sends {"sessionId": <chat id>, "chatInput": <message>} and reads the output field of the JSON reply.',
    correction: {
      valve: 'n8n_url',
      service: 'n8n',
      path: '/webhook/<path>',
      reason: 'The default is a placeholder for a public domain; inside the stack, call n8n by container name and container port.',
    },
    reachabilityPath: '/healthz',
    caveats: [
      {
        severity: 'note',
        text: 'The token only matters if your webhook checks it, for example with header authentication on the Webhook node.',
      },
      {
        severity: 'warning',
        // Sei Multi-Agent System Example.json: its Respond to Webhook node returns the AI Agent's item, {"output": …}.
        text: 'The webhook must answer with the result rather than right away, in a field named output. The multi-agent example fits: it reads chatInput, and its Respond to Webhook node returns the agent\'s item, whose answer is in output.',
      },
    ],
  },
];

export function pipeFunction(file: string): PipeFunction {
  const found = pipeFunctions.find((fn) => fn.file === file);
  if (!found) throw new Error(`Unknown OpenWebUI function file "${file}": src/data/openwebui-functions.ts has no function with that file`);
  return found;
}
