/**
 * The Flowise template in the toolkit's `resources/flowise/` folder (FACTS.md §4.2): an Agentflow (V2)
 * export with one agent that uses the Sei MCP server as its tool. The MCP address is kept exactly as
 * the export writes it; `services` names the stack services it needs, by slug from services.ts.
 */

export interface FlowiseSetting {
  readonly name: string;
  readonly value: string;
}

export interface FlowiseNode {
  /** Node id in the export. */
  readonly id: string;
  /** Label on the canvas. */
  readonly label: string;
  readonly version: string;
  /** What the node does in this flow. */
  readonly role: string;
  readonly settings: readonly FlowiseSetting[];
}

export interface FlowiseMcpTool {
  /** Tool node type in the export. */
  readonly type: string;
  /** The server config as the export writes it. */
  readonly serverConfig: string;
  /** The address inside that config. */
  readonly url: string;
  /** How many MCP actions the allow-list holds: every tool the Sei MCP server offers. */
  readonly allowedActions: number;
}

export interface FlowiseTemplate {
  readonly file: string;
  readonly name: string;
  /** The kind of flow the export is; it decides where you import it. */
  readonly kind: 'Agentflow (V2)';
  readonly topLevelKeys: readonly string[];
  readonly summary: string;
  readonly nodes: readonly FlowiseNode[];
  /** Node ids in the order the edges connect them. */
  readonly edges: readonly (readonly [string, string])[];
  readonly tool: FlowiseMcpTool;
  /** Credentials to create in Flowise; the export carries none. */
  readonly credentials: readonly string[];
  /** Slugs of the stack services it needs. */
  readonly services: readonly string[];
  /** Slugs of stack services it does not use, though older notes claimed so. */
  readonly notUsed: readonly string[];
}

export const flowiseTemplates: readonly FlowiseTemplate[] = [
  {
    file: 'Seiling Flowise Agentflow Demo Agents.json',
    name: 'Seiling Flowise Agentflow Demo Agents',
    kind: 'Agentflow (V2)',
    topLevelKeys: ['nodes', 'edges'],
    summary: 'A single OpenAI agent with chat memory that answers through the Sei MCP server\'s tools: a start node, the agent and a direct reply.',
    nodes: [
      {
        id: 'startAgentflow_0',
        label: 'Start',
        version: '1.1',
        role: 'Receives the chat message.',
        settings: [{name: 'Input type', value: 'chatInput'}],
      },
      {
        id: 'agentAgentflow_0',
        label: 'Agent 0',
        version: '1',
        role: 'Runs the model with memory and the MCP tool.',
        settings: [
          {name: 'Model', value: 'chatOpenAI'},
          {name: 'Model name', value: 'gpt-4o-mini'},
          {name: 'Temperature', value: '0.9'},
          {name: 'Streaming', value: 'on'},
          {name: 'Image resolution', value: 'low'},
          {name: 'Reasoning effort', value: 'medium'},
          {name: 'Memory', value: 'on, type allMessages'},
          {name: 'Return response as', value: 'userMessage'},
          {name: 'User message', value: '{{ question }}'},
        ],
      },
      {
        id: 'directReplyAgentflow_0',
        label: 'Direct Reply 0',
        version: '1',
        role: 'Sends the agent\'s output back to the chat.',
        settings: [],
      },
    ],
    edges: [
      ['startAgentflow_0', 'agentAgentflow_0'],
      ['agentAgentflow_0', 'directReplyAgentflow_0'],
    ],
    tool: {
      type: 'customMCP',
      serverConfig: '{"url": "http://seiling-sei-mcp-server:5004"}',
      url: 'http://seiling-sei-mcp-server:5004',
      allowedActions: 27,
    },
    credentials: ['OpenAI'],
    services: ['flowise', 'sei-mcp'],
    notUsed: ['qdrant', 'redis', 'postgres'],
  },
];
