/**
 * The n8n workflow exports in the toolkit's `resources/n8n/` folder (FACTS.md §4.1), the community
 * packages they need and the credentials they reference by name. URLs are kept exactly as the exports
 * write them; `services` names the stack services a workflow talks to, by slug from services.ts.
 */

// Exact values from the exports, spelling included: cspell:ignore balace nerding Aeykux Bmfb HFMI XLFU mjlgs

/** Credential types the workflows reference: two come from community packages, one is built in. */
export type N8nCredentialType = 'openAiApi' | 'mcpClientHttpApi' | 'seiApi';

export interface N8nPackage {
  /** npm name, typed in n8n under Settings, Community Nodes. */
  readonly name: string;
  readonly author: string;
  /** Node type ids it adds, as the workflow JSON writes them. */
  readonly nodeTypes: readonly string[];
  readonly credentialType: N8nCredentialType;
  /** The credential type's name in the n8n interface. */
  readonly credentialLabel: string;
  readonly npm: string;
  readonly repository: string;
}

export const n8nPackages: readonly N8nPackage[] = [
  {
    name: 'n8n-nodes-sei',
    author: 'nicoware-dev',
    nodeTypes: [
      'n8n-nodes-sei.seiTxBuilder',
      'n8n-nodes-sei.seiTxExecutor',
      'n8n-nodes-sei.seiExplorer',
      'n8n-nodes-sei.seiDeployContract',
      'n8n-nodes-sei.seiCompileContract',
    ],
    credentialType: 'seiApi',
    credentialLabel: 'Sei API',
    npm: 'https://www.npmjs.com/package/n8n-nodes-sei',
    repository: 'https://github.com/nicoware-dev/n8n-nodes-sei',
  },
  {
    name: 'n8n-nodes-mcp',
    author: 'nerding-io',
    nodeTypes: ['n8n-nodes-mcp.mcpClient', 'n8n-nodes-mcp.mcpClientTool'],
    credentialType: 'mcpClientHttpApi',
    credentialLabel: 'MCP Client (HTTP Streamable) API',
    npm: 'https://www.npmjs.com/package/n8n-nodes-mcp',
    repository: 'https://github.com/nerding-io/n8n-nodes-mcp',
  },
];

/** Credential types n8n knows without any package. */
export const builtInCredentialTypes: readonly N8nCredentialType[] = ['openAiApi'];

/** Every credential type a workflow can use: built in, or added by one of the packages. */
export const knownCredentialTypes: readonly N8nCredentialType[] = [
  ...builtInCredentialTypes,
  ...n8nPackages.map((pkg) => pkg.credentialType),
];

export interface N8nCredentialField {
  readonly name: string;
  /** What to enter. */
  readonly value: string;
  /** A stack service whose in-network address goes into the field. */
  readonly service?: string;
  /** True when that address is our reading of the code, not tested on a live stack. */
  readonly inferred?: boolean;
}

export interface N8nCredential {
  /** The exact name the exports reference. */
  readonly name: string;
  readonly type: N8nCredentialType;
  readonly fields: readonly N8nCredentialField[];
  readonly note?: string;
}

export const n8nCredentials: readonly N8nCredential[] = [
  {
    name: 'OpenAi account',
    type: 'openAiApi',
    fields: [{name: 'API Key', value: 'Your OpenAI API key.'}],
    note: 'Used by the AI Agent workflows through the OpenAI chat model node.',
  },
  {
    name: 'Seiling Sei MCP Server',
    type: 'mcpClientHttpApi',
    fields: [
      {
        name: 'httpStreamUrl',
        value: 'The Sei MCP server\'s address on the Docker network.',
        service: 'sei-mcp',
        inferred: true,
      },
    ],
    note: 'The exports hold only this name: the address and any keys are never included.',
  },
  {
    name: 'Seiling Buidlbox Sei  Account',
    type: 'seiApi',
    fields: [{name: 'privateKey', value: 'The hex EVM private key that signs the transactions.'}],
    note: 'The name has two spaces between "Sei" and "Account"; type it that way so that the workflows find it.',
  },
];

export type TriggerKind = 'webhook' | 'manual' | 'chat' | 'mcp' | 'executeWorkflow';

export interface N8nTrigger {
  readonly kind: TriggerKind;
  /** The path set on the node. Webhooks without one answer on their webhook id. */
  readonly path?: string;
  readonly webhookId?: string;
  /** How a webhook answers: from a Respond to Webhook node, or n8n's default. */
  readonly responseMode?: 'responseNode' | 'default';
  readonly detail?: string;
}

/** The path a webhook trigger listens on: its path, or its webhook id when it has no path. */
export function triggerPath(trigger: N8nTrigger): string | undefined {
  return trigger.path ?? trigger.webhookId;
}

export interface N8nNodeUse {
  /** Node type as the export names it: full id for package nodes, short name for n8n's own. */
  readonly type: string;
  readonly version?: string;
  readonly count?: number;
  readonly detail?: string;
}

export interface N8nCall {
  readonly method?: 'GET' | 'POST';
  /** The address exactly as the export writes it; absent when a credential holds it. */
  readonly url?: string;
  /** The credential that holds the address instead. */
  readonly viaCredential?: string;
  readonly detail?: string;
}

/** One of the nine webhook-backed tools of Custom Sei MCP Server. */
export interface N8nWebhookTool {
  readonly path: string;
  readonly fields: readonly string[];
  readonly effect: 'read' | 'moves-funds' | 'deploys-contracts';
}

export type Severity = 'danger' | 'warning' | 'note';

export interface Caveat {
  readonly severity: Severity;
  readonly text: string;
}

export type N8nCheck =
  | {readonly how: 'webhook'; readonly path: string; readonly body: string; readonly before?: string; readonly expect: string}
  | {readonly how: 'chat' | 'editor'; readonly before?: string; readonly expect: string};

export type TemplateEffect = 'moves-funds' | 'deploys-contracts';

/** The section of the templates page a workflow is listed in. */
export type N8nCategory = 'agents' | 'sei-nodes' | 'mcp' | 'combined';

export interface N8nWorkflow {
  readonly file: string;
  readonly name: string;
  readonly id: string;
  /** The active flag in the export. */
  readonly active: boolean;
  readonly category: N8nCategory;
  /** What it demonstrates, in one or two sentences. */
  readonly summary: string;
  readonly triggers: readonly N8nTrigger[];
  readonly nodes: readonly N8nNodeUse[];
  /** npm names of the community packages it needs. */
  readonly packages: readonly string[];
  /** Exact credential names it references. */
  readonly credentials: readonly string[];
  /** Slugs of the stack services it calls. */
  readonly services: readonly string[];
  readonly calls: readonly N8nCall[];
  /** Files of the workflows that must be imported and active first. */
  readonly requires?: readonly string[];
  readonly effects: readonly TemplateEffect[];
  readonly webhookTools?: readonly N8nWebhookTool[];
  readonly check: N8nCheck;
  readonly caveats: readonly Caveat[];
}

const seiNodes: readonly N8nNodeUse[] = [
  {type: 'n8n-nodes-sei.seiCompileContract'},
  {type: 'n8n-nodes-sei.seiExplorer'},
  {type: 'n8n-nodes-sei.seiTxBuilder'},
  {type: 'n8n-nodes-sei.seiTxExecutor'},
  {type: 'n8n-nodes-sei.seiDeployContract'},
];

const seiRpcs: readonly N8nCall[] = [
  {url: 'https://evm-rpc-testnet.sei-apis.com', detail: 'testnet, network sei-testnet'},
  {url: 'https://evm-rpc.sei-apis.com', detail: 'mainnet, network sei-mainnet'},
];

const elizaCalls: readonly N8nCall[] = [
  {method: 'GET', url: 'http://seiling-eliza:3000/api/messaging/central-servers'},
  {method: 'GET', url: 'http://seiling-eliza:3000/api/agents'},
  {method: 'POST', url: 'http://seiling-eliza:3000/api/messaging/channels', detail: 'creates channel n8n_channel, type text'},
  {method: 'POST', url: 'http://seiling-eliza:3000/api/messaging/central-channels/{id}/agents'},
  {method: 'POST', url: 'http://seiling-eliza:3000/api/messaging/submit', detail: 'then waits 10 s'},
  {method: 'GET', url: 'http://seiling-eliza:3000/api/messaging/central-channels/{id}/messages'},
];

const cambrianCall: N8nCall = {
  method: 'POST',
  url: 'http://seiling-cambrian-agent:3000/api/chat',
  detail: 'body {"messages":[{"role":"user","content":…}]}',
};

const viaMcpCredential: N8nCall = {viaCredential: 'Seiling Sei MCP Server', detail: 'the address that credential holds'};

const cambrianNeedsKeys: Caveat = {
  severity: 'warning',
  text: 'Cambrian stops on its first chat request when OPENAI_API_KEY, SEI_PRIVATE_KEY or RPC_URL is empty, so set all three first.',
};

const mainnetMcp: Caveat = {
  severity: 'danger',
  text: 'A Sei MCP tool called without a network uses mainnet (sei) and signs with the server\'s SEI_PRIVATE_KEY. Tell the agent to pass sei-testnet, and give the server a key that holds only test funds.',
};

/** Sei Nodes Agent Example calls itself by this id, which an import replaces. */
const nodesAgentId = 'Gz03vpaRP4DZE2zt';

export const n8nWorkflows: readonly N8nWorkflow[] = [
  {
    file: 'Cambrian Agent Demo.json',
    name: 'Cambrian Agent Demo',
    id: 'Ky0TW83a22ClZcbT',
    active: true,
    category: 'agents',
    summary: 'Sends a chat message to the Cambrian agent API and returns the text of its answer.',
    triggers: [
      {kind: 'webhook', webhookId: '81e5f676-b209-49c4-827b-536037e1af9a', responseMode: 'responseNode', detail: 'no path set, so it answers on its webhook id'},
      {kind: 'manual'},
    ],
    nodes: [
      {type: 'webhook', version: '2'},
      {type: 'respondToWebhook', version: '1.4'},
      {type: 'manualTrigger'},
      {type: 'httpRequest', version: '4.2'},
      {type: 'set', version: '3.4', count: 2},
    ],
    packages: [],
    credentials: [],
    services: ['cambrian'],
    calls: [cambrianCall],
    effects: [],
    check: {
      how: 'webhook',
      path: '81e5f676-b209-49c4-827b-536037e1af9a',
      body: '{"message": "What can you do on Sei?"}',
      expect: 'A JSON answer holding Cambrian\'s text. Until you edit the request body, the answer is to the question written in the workflow, not to yours.',
    },
    caveats: [
      {
        severity: 'warning',
        text: 'The question sent to Cambrian is written into the HTTP Request body; the incoming body.message is copied but never used. Put an expression that reads the incoming message into that body to forward your own text.',
      },
      cambrianNeedsKeys,
    ],
  },
  {
    file: 'Custom MCP Agent Example.json',
    name: 'Custom MCP Agent Example',
    id: 'KiiNh6FlWTQiKoaP',
    active: true,
    category: 'mcp',
    summary: 'An OpenAI agent whose only tool is the MCP server that n8n itself exposes through the Custom Sei MCP Server workflow.',
    triggers: [
      {kind: 'webhook', webhookId: 'eb833066-810e-40c6-bf06-78d45ea6b223', responseMode: 'responseNode', detail: 'no path set, so it answers on its webhook id; the workflow has no Respond to Webhook node'},
    ],
    nodes: [
      {type: '@n8n/n8n-nodes-langchain.mcpClientTool', version: '1'},
      {type: 'agent', version: '2'},
      {type: 'lmChatOpenAi', version: '1.2', detail: 'gpt-4o-mini'},
      {type: 'memoryBufferWindow', version: '1.3', detail: 'session key 1'},
      {type: 'webhook'},
      {type: 'stickyNote'},
    ],
    packages: [],
    credentials: ['OpenAi account'],
    services: ['n8n'],
    calls: [
      {
        url: 'http://localhost:5678/mcp/9f7905e3-b1b6-454a-a51f-67cbd1471009/sse',
        detail: 'SSE endpoint of the MCP Server Trigger, reached from inside the n8n container',
      },
    ],
    requires: ['Custom Sei MCP Server.json'],
    effects: ['moves-funds', 'deploys-contracts'],
    check: {
      how: 'webhook',
      path: 'eb833066-810e-40c6-bf06-78d45ea6b223',
      body: '{}',
      before: 'Replace the fixed prompt with a read-only request, for example the balance of one of your addresses on sei-testnet.',
      // n8n-nodes-base Webhook v2 checkResponseModeConfiguration; n8n 2.41.3 webhook-helpers.js returns a
      // WorkflowConfigurationError's message to the caller.
      expect: 'As imported, the call fails with "No Respond to Webhook node found in the workflow". Once you have added a Respond to Webhook node after the agent, the reply holds the agent\'s answer in output, and the run appears under Executions with the agent\'s tool calls.',
    },
    caveats: [
      {
        severity: 'danger',
        text: 'The agent\'s prompt is a fixed instruction to deploy a token, so every call deploys a contract and pays gas. Rewrite the prompt before the first run.',
      },
      {
        severity: 'warning',
        text: 'The webhook is set to answer from a Respond to Webhook node, but the workflow has none, so every call fails with "No Respond to Webhook node found in the workflow". Add one after the agent so that callers, such as the multi-agent orchestrator, get the answer.',
      },
    ],
  },
  {
    file: 'Custom Sei MCP Server.json',
    name: 'Custom Sei MCP Server',
    id: 'GVcsKCt4gPsbSGr1',
    active: true,
    category: 'mcp',
    summary: 'Turns n8n into an MCP server with nine tools. Each tool is an HTTP request to one of nine webhooks in the same workflow, and those webhooks do the chain work with the Sei nodes.',
    triggers: [
      {kind: 'mcp', path: '9f7905e3-b1b6-454a-a51f-67cbd1471009', detail: 'MCP Server Trigger v1.1'},
      {kind: 'webhook', detail: 'nine POST webhooks, one per tool path below, each answering through its own Respond to Webhook node'},
    ],
    nodes: [
      {type: 'mcpTrigger', version: '1.1'},
      ...seiNodes,
      {type: 'httpRequestTool', version: '4.2', count: 9},
      {type: 'webhook', count: 9},
      {type: 'respondToWebhook', count: 9},
      {type: 'set'},
      {type: 'code'},
    ],
    packages: ['n8n-nodes-sei'],
    credentials: ['Seiling Buidlbox Sei  Account'],
    services: ['n8n'],
    calls: [{method: 'POST', url: 'http://localhost:5678/webhook/<path>', detail: 'each tool calls its own webhook inside the n8n container'}],
    effects: ['moves-funds', 'deploys-contracts'],
    webhookTools: [
      {path: 'transfer-sei', fields: ['network', 'amount', 'address'], effect: 'moves-funds'},
      {path: 'deploy-nft', fields: ['network', 'collection_symbol', 'collection_name'], effect: 'deploys-contracts'},
      {path: 'mint-nft', fields: ['network', 'to_address', 'contract_address'], effect: 'moves-funds'},
      {path: 'get-nft-balance', fields: ['network', 'address', 'contract_address'], effect: 'read'},
      {path: 'get-token-balance', fields: ['network', 'address', 'contract_address'], effect: 'read'},
      {path: 'deploy-token', fields: ['network', 'token_name', 'token_symbol', 'initial_supply', 'decimals'], effect: 'deploys-contracts'},
      {path: 'transfer-token', fields: ['network', 'amount', 'destination_address', 'smart_contract_address'], effect: 'moves-funds'},
      {path: 'deploy-contract', fields: ['network', 'contract_name', 'contract_source_code'], effect: 'deploys-contracts'},
      {path: 'get-info', fields: ['network', 'address'], effect: 'read'},
    ],
    check: {
      how: 'webhook',
      path: 'get-info',
      body: '{"network": "sei-testnet", "address": "<your-0x-address>"}',
      expect: 'JSON about the address, including balance_sei (the wei balance divided by 10^18).',
    },
    caveats: [
      {
        severity: 'warning',
        text: 'The transfer-token tool sends smart_contract_address, but its transaction builder reads body.contract_address, so token transfers fail. Rename the field in the tool\'s body or in the builder\'s expression so that both match.',
      },
      {
        severity: 'note',
        text: 'The network field takes sei-testnet or sei-mainnet, the names of the Sei nodes.',
      },
    ],
  },
  {
    file: 'Custom Sei Nodes Demo.json',
    name: 'Custom Sei Nodes Demo',
    id: '1yFJhkPZ4OAeykux',
    active: false,
    category: 'sei-nodes',
    summary: 'Walks through all five Sei nodes: deploy and mint an NFT, read NFT and token balances, deploy a token, send SEI, send a token, compile and deploy a custom contract, and read transaction and block details, with a testnet or mainnet switch.',
    triggers: [{kind: 'manual'}],
    nodes: [
      {type: 'manualTrigger'},
      {type: 'set'},
      {type: 'if', version: '2.2'},
      {type: 'switch', version: '3.2', detail: 'Deploy NFT, Deploy Token, Transfer SEI, Transfer Token, Deploy Contract, Get Info, All (default All)'},
      ...seiNodes,
    ],
    packages: ['n8n-nodes-sei'],
    credentials: ['Seiling Buidlbox Sei  Account'],
    services: [],
    calls: seiRpcs,
    effects: ['moves-funds', 'deploys-contracts'],
    check: {
      how: 'editor',
      before: 'Set the "Set Network" node to testnet and the Switch value to Get Info.',
      expect: 'The run ends without errors and the Sei Explorer nodes show data read from the chain.',
    },
    caveats: [
      {
        severity: 'danger',
        text: 'The Switch defaults to All, which runs every action in one go: three contract deployments (NFT, token and custom contract), an NFT mint and two transfers. Pick one action before you run it.',
      },
      {
        severity: 'warning',
        text: 'The "Get Balance" node calls balaceOf, a misspelling of balanceOf, so the call fails until you correct the method name.',
      },
      {
        severity: 'note',
        text: 'The "Explorer URL" field holds the RPC address rather than a block explorer address, so links built from it do not open an explorer page. Sample values: NFT My NFT / MNFT; token My Token / TOKEN with 18 decimals and a supply of 1000000; token contract 0x72a134B8981f61C6F2DD8EB0dAfD561Eee618F8f; transfer gas limit 50000.',
      },
    ],
  },
  {
    file: 'Sei Eliza Demo.json',
    name: 'Sei Eliza Demo',
    id: 'lZTu8SKlrBmfbSVT',
    active: true,
    category: 'agents',
    summary: 'Talks to an ElizaOS agent through its messaging REST API: finds the server and agent, opens a channel, posts a message, waits and reads the reply.',
    triggers: [{kind: 'webhook', path: '92a6b722-441c-4955-b9e4-7e02b5d3af85', responseMode: 'responseNode'}],
    nodes: [
      {type: 'webhook'},
      {type: 'set'},
      {type: 'httpRequest', count: 6},
      {type: 'wait', version: '1.1', detail: '10 s'},
      {type: 'respondToWebhook'},
    ],
    packages: [],
    credentials: [],
    services: ['eliza'],
    calls: elizaCalls,
    effects: [],
    check: {
      how: 'webhook',
      path: '92a6b722-441c-4955-b9e4-7e02b5d3af85',
      body: '{}',
      expect: 'After about ten seconds, the messages of the channel, including the agent\'s reply.',
    },
    caveats: [
      {
        severity: 'warning',
        text: 'The message is written into the "Edit Fields" node (it asks for the agent\'s wallet address and balance), and the request body is ignored. Change that node to use your own text or the incoming body.',
      },
      {
        severity: 'note',
        text: 'The reply is read after a fixed 10-second wait, and a model slower than that has not answered yet: raise the Wait node\'s time when the reply is missing.',
      },
    ],
  },
  {
    file: 'Sei MCP Agent Example.json',
    name: 'Sei MCP Agent Example',
    id: 'tFQDxOch6HFMIUkH',
    active: true,
    category: 'mcp',
    summary: 'A chat agent that first lists the Sei MCP server\'s tools and then runs the ones it needs.',
    triggers: [
      {kind: 'chat', webhookId: '468eef08-06b5-4b32-bc25-7c53b60f44d0'},
      {kind: 'webhook', path: 'd6ac414f-311c-4b0e-ae36-a83d7fd8966f', responseMode: 'default'},
    ],
    nodes: [
      {type: 'chatTrigger', version: '1.1'},
      {type: 'webhook'},
      {type: 'agent', version: '2', detail: 'max 3 iterations; its system prompt names get_address_from_private_key'},
      {type: 'lmChatOpenAi', detail: 'gpt-4o-mini'},
      {type: 'memoryBufferWindow'},
      {type: 'n8n-nodes-mcp.mcpClientTool', count: 2, detail: 'list tools, and execute a tool over http'},
    ],
    packages: ['n8n-nodes-mcp'],
    credentials: ['OpenAi account', 'Seiling Sei MCP Server'],
    services: ['sei-mcp'],
    calls: [viaMcpCredential],
    effects: ['moves-funds'],
    check: {
      how: 'chat',
      expect: 'Ask "Which networks do you support?" in the chat panel: the agent lists the tools, calls one and answers.',
    },
    caveats: [
      mainnetMcp,
      {
        severity: 'warning',
        // n8n 2.41.3 webhook-on-received-response-extractor.js: the default mode answers {"message":"Workflow was started"}.
        text: 'Its webhook keeps n8n\'s default response mode, which answers as soon as a run starts, so an HTTP caller gets {"message":"Workflow was started"} instead of the answer. Switch the webhook to answer when the last node finishes, or add a Respond to Webhook node.',
      },
    ],
  },
  {
    file: 'Sei MCP Demo.json',
    name: 'Sei MCP Demo',
    id: 'led0yV7OxpE2Is37',
    active: false,
    category: 'mcp',
    summary: 'Calls the Sei MCP server\'s tools one at a time, with the values of a single Config node: get_chain_info, get_supported_networks, get_latest_block, get_block_by_number, get_balance, get_erc20_balance, get_address_from_private_key, transfer_erc20, transfer_sei and a tool listing.',
    triggers: [{kind: 'manual'}],
    nodes: [
      {type: 'manualTrigger'},
      {type: 'n8n-nodes-mcp.mcpClient', count: 10},
      {type: 'set', detail: 'Config: network sei-testnet, address 0xF12d64817029755853bc74a585EcD162f63c5f84, token 0x72a134B8981f61C6F2DD8EB0dAfD561Eee618F8f, amount 0.012345'},
    ],
    packages: ['n8n-nodes-mcp'],
    credentials: ['Seiling Sei MCP Server'],
    services: ['sei-mcp'],
    calls: [viaMcpCredential],
    effects: ['moves-funds'],
    check: {
      how: 'editor',
      before: 'Disable the transfer_erc20 and transfer_sei nodes unless you mean to send test tokens.',
      expect: 'Each MCP node shows the result of its tool; get_address_from_private_key errors when the server has no key.',
    },
    caveats: [
      {
        severity: 'danger',
        text: 'Two of the calls send tokens (transfer_erc20 and transfer_sei) to the address in the Config node. Replace it with an address you own, and keep the network at sei-testnet.',
      },
    ],
  },
  {
    file: 'Sei Multi-Agent System Example.json',
    name: 'Sei Multi-Agent System Example',
    id: 'mjlgsEtbOP3CJ8pM',
    active: true,
    category: 'combined',
    summary: 'An orchestrator agent whose four tools are the webhooks of other workflows: the Eliza demo, the Cambrian demo, the Custom MCP agent and the Sei MCP agent.',
    triggers: [{kind: 'webhook', path: 'a34cce78-31c2-474e-b88b-93ee2fabf276', detail: 'reads body.chatInput'}],
    nodes: [
      {type: 'webhook'},
      {type: 'agent', version: '2'},
      {type: 'lmChatOpenAi', detail: 'gpt-4o-mini'},
      {type: 'httpRequestTool', count: 4, detail: 'body field message'},
      {type: 'respondToWebhook'},
    ],
    packages: [],
    credentials: ['OpenAi account'],
    services: ['n8n'],
    calls: [
      {method: 'POST', url: 'http://localhost:5678/webhook/92a6b722-441c-4955-b9e4-7e02b5d3af85', detail: 'Sei Eliza Demo'},
      {method: 'POST', url: 'http://localhost:5678/webhook/81e5f676-b209-49c4-827b-536037e1af9a', detail: 'Cambrian Agent Demo'},
      {method: 'POST', url: 'http://localhost:5678/webhook/eb833066-810e-40c6-bf06-78d45ea6b223', detail: 'Custom MCP Agent Example'},
      {method: 'POST', url: 'http://localhost:5678/webhook/d6ac414f-311c-4b0e-ae36-a83d7fd8966f', detail: 'Sei MCP Agent Example'},
    ],
    requires: [
      'Sei Eliza Demo.json',
      'Cambrian Agent Demo.json',
      'Custom MCP Agent Example.json',
      'Sei MCP Agent Example.json',
    ],
    effects: ['moves-funds', 'deploys-contracts'],
    check: {
      how: 'webhook',
      path: 'a34cce78-31c2-474e-b88b-93ee2fabf276',
      body: '{"chatInput": "Ask the Eliza agent what it can do."}',
      expect: 'The orchestrator\'s answer, built from what the chosen agent returned.',
    },
    caveats: [
      {
        severity: 'danger',
        text: 'Whatever the sub-agents can do, the orchestrator can trigger: Cambrian and the Sei MCP agent hold keys, and the Custom MCP agent deploys a token unless you changed its prompt.',
      },
      {
        severity: 'warning',
        text: 'Two of the four tools get no real answer as imported: the Custom MCP agent\'s webhook fails for want of a Respond to Webhook node, and the Sei MCP agent\'s webhook answers "Workflow was started". The Eliza and Cambrian demos do answer, but always to their own fixed question, not to the message the orchestrator sends. Fix those workflows first.',
      },
      {
        severity: 'note',
        text: 'Its sticky note talks about Postgres chat memory, but the workflow has no memory node: each call starts from nothing.',
      },
    ],
  },
  {
    file: 'Sei Nodes Agent Example.json',
    name: 'Sei Nodes Agent Example',
    id: nodesAgentId,
    active: true,
    category: 'sei-nodes',
    summary: 'A chat agent with a "Call n8n Workflow" tool that runs this same workflow to send SEI, through its Execute Workflow trigger and the Sei transaction nodes.',
    triggers: [
      {kind: 'chat', webhookId: 'a042eaac-f3dc-47d5-a0e6-89a675f634d2'},
      {kind: 'executeWorkflow', detail: 'inputs Address, Amount (number), Transaction Type'},
      {kind: 'webhook', path: '0b6bb2bb-2b17-4e5e-9824-ea70a73a7b51'},
    ],
    nodes: [
      {type: 'chatTrigger'},
      {type: 'executeWorkflowTrigger', version: '1.1'},
      {type: 'webhook'},
      {type: 'agent'},
      {type: 'toolWorkflow', version: '2.2', detail: `calls workflow id ${nodesAgentId}`},
      {type: 'lmChatOpenAi', detail: 'gpt-4o-mini'},
      {type: 'set'},
      {type: 'if'},
      {type: 'switch'},
      {type: 'n8n-nodes-sei.seiTxBuilder'},
      {type: 'n8n-nodes-sei.seiTxExecutor'},
    ],
    packages: ['n8n-nodes-sei'],
    credentials: ['OpenAi account', 'Seiling Buidlbox Sei  Account'],
    services: [],
    calls: seiRpcs,
    effects: ['moves-funds'],
    check: {
      how: 'chat',
      before: 'Point the workflow tool at this workflow and make sure the network is testnet.',
      expect: 'Ask it to send 0.001 SEI to a second address you own: the agent calls the tool and the executor returns a transaction hash.',
    },
    caveats: [
      {
        severity: 'warning',
        text: `The tool calls the workflow by id ${nodesAgentId}, and the import gives the workflow a new id. Open the "Call n8n Workflow" tool and select this workflow again, or the agent calls a workflow that does not exist.`,
      },
      {
        severity: 'note',
        text: 'The export names the sender 0xf133FF0166A89aD9ab691a58385CDBd3590C7f28; your transactions come from the address of the key in your Sei credential.',
      },
      {
        severity: 'note',
        text: 'Its sticky note mentions Ollama, but the only model node is OpenAI.',
      },
    ],
  },
  {
    file: 'Seiling Buidlbox Full Demo.json',
    name: 'Seiling Buidlbox Full Demo',
    id: 'M8XLFU2nQFol4ICi',
    active: false,
    category: 'combined',
    summary: 'The Sei nodes demo, the MCP demo, the Eliza conversation and the Cambrian call on one canvas, run by hand.',
    triggers: [{kind: 'manual'}],
    nodes: [
      {type: 'manualTrigger'},
      ...seiNodes,
      {type: 'n8n-nodes-mcp.mcpClient'},
      {type: 'httpRequest'},
      {type: 'wait'},
      {type: 'set'},
      {type: 'if'},
      {type: 'switch'},
    ],
    packages: ['n8n-nodes-sei', 'n8n-nodes-mcp'],
    credentials: ['Seiling Buidlbox Sei  Account', 'Seiling Sei MCP Server'],
    services: ['eliza', 'cambrian', 'sei-mcp'],
    calls: [...elizaCalls, cambrianCall, viaMcpCredential, ...seiRpcs],
    effects: ['moves-funds', 'deploys-contracts'],
    check: {
      how: 'editor',
      before: 'Set the network to testnet, pick one action in the Switch and disable the MCP transfer nodes.',
      expect: 'The branches you left on run without errors and show data from the chain, Eliza and Cambrian.',
    },
    caveats: [
      {
        severity: 'danger',
        text: 'It combines every risky step of the demos it copies: deployments, a mint, SEI and token transfers through both the Sei nodes and the MCP server.',
      },
      {
        severity: 'note',
        text: 'It inherits the fixed messages of the Eliza and Cambrian demos and the balaceOf misspelling of the nodes demo.',
      },
      cambrianNeedsKeys,
    ],
  },
];

export function n8nWorkflow(file: string): N8nWorkflow {
  const found = n8nWorkflows.find((workflow) => workflow.file === file);
  if (!found) throw new Error(`Unknown n8n workflow file "${file}": src/data/n8n-templates.ts has no workflow with that file`);
  return found;
}

export function n8nCredential(name: string): N8nCredential {
  const found = n8nCredentials.find((credential) => credential.name === name);
  if (!found) throw new Error(`Unknown n8n credential "${name}": src/data/n8n-templates.ts has no credential of that name`);
  return found;
}

/** The workflows that reference a credential. */
export function workflowsUsingCredential(name: string): readonly N8nWorkflow[] {
  return n8nWorkflows.filter((workflow) => workflow.credentials.includes(name));
}

/** The workflows that need a package. */
export function workflowsUsingPackage(name: string): readonly N8nWorkflow[] {
  return n8nWorkflows.filter((workflow) => workflow.packages.includes(name));
}
