/**
 * The Sei MCP Server of the stack (`packages/sei-mcp-server`, FACTS.md §6): what it reports to
 * clients, how it is reached, its networks, and the tools, resources and prompts it offers.
 * The image, container and port come from services.ts so that they are written once.
 */
import {hostUrl, networkUrl, service} from './services';

const mcpService = service('sei-mcp');

// ---------------------------------------------------------------------------------------------
// Identity, image, transports, port
// ---------------------------------------------------------------------------------------------

export type McpTransportId = 'stdio' | 'http';

export interface McpTransport {
  readonly id: McpTransportId;
  readonly label: string;
  /** The bundled file that starts this transport. */
  readonly entry: string;
  /** How to start it through the package's CLI. */
  readonly cli: string;
  /** Whether the Docker image starts this transport. */
  readonly usedByImage: boolean;
  /** Whether `resources/*` and `prompts/*` are served over it. */
  readonly servesResourcesAndPrompts: boolean;
}

export const mcpTransports: readonly McpTransport[] = [
  {
    id: 'http',
    label: 'HTTP + SSE',
    entry: 'build/http-server.js',
    cli: 'bin/cli.js --http',
    usedByImage: true,
    servesResourcesAndPrompts: false,
  },
  {
    id: 'stdio',
    label: 'stdio',
    entry: 'build/index.js',
    cli: 'bin/cli.js',
    usedByImage: false,
    servesResourcesAndPrompts: true,
  },
];

const [imageRepository, stackTag] = mcpService.image.split(':') as [string, string];

export const mcpServer = {
  /** npm package name in package.json. */
  packageName: '@sei-protocol/sei-mcp-server',
  packageVersion: '1.0.0',
  /** The CLI command the package installs, and the file behind it. */
  bin: 'sei-mcp-server',
  binFile: 'bin/cli.js',
  /** The project this package was forked from. */
  upstream: mcpService.upstreamDocs,
  /** Name and version the server reports to MCP clients on `initialize`. */
  serverName: 'EVM-Server',
  serverVersion: '1.0.0',
  capabilities: ['tools', 'resources', 'prompts'],
  image: {
    /** The full image the stack runs, e.g. `repository:tag`. */
    full: mcpService.image,
    repository: imageRepository,
    /** The tag the stack's compose file pins. */
    stackTag,
    /** Other tags the package's own docs mention. */
    otherTags: ['latest', 'v1.0.0-latest', 'v1.0.0-1b17345', 'v0.1.0'],
    baseImage: 'node:18-alpine',
    user: 'sei',
    uid: 1001,
  },
  containerName: mcpService.containerName,
  port: {
    /** The variable that sets both the host port and the port the server listens on. */
    variable: 'MCP_SERVER_PORT',
    /** What the stack uses (from services.ts). */
    stack: mcpService.ports[0]!.host,
    /** Fallback in the server code when the variable is unset. */
    codeDefault: 5004,
    /** Value in the package's Dockerfile, `.env.example` and own compose file. */
    packageDefault: 3333,
  },
  /** The server always binds to this address. */
  bindHost: '0.0.0.0',
  /** The only variables the server code reads; the image entrypoint also reads `ENABLE_SEI_MCP`. */
  envRead: ['MCP_SERVER_PORT', 'PRIVATE_KEY'],
  /** The key variable the code reads, and the `.env` variable the stack fills it from. */
  keyVariable: 'PRIVATE_KEY',
  keySourceVariable: 'SEI_PRIVATE_KEY',
  /** Passed by the compose file but never read by the server code. */
  envPassedButUnused: ['RPC_URL', 'LOG_LEVEL', 'DEBUG', 'ENVIRONMENT'],
  /** CORS origin setting. */
  corsOrigin: '*',
  /** Allowed by CORS, but no code reads it. */
  ignoredHeader: 'X-Private-Key',
  /**
   * `MCP_MODE=stdio` does not switch the image to stdio; overriding the entrypoint does.
   * This exact command was not run live: test it before you rely on it.
   */
  stdioFromImage: `docker run -i --rm --entrypoint node ${mcpService.image} build/index.js`,
  /** SSE address for MCP clients on the host and in other containers. */
  sseUrl: {
    host: `${hostUrl(mcpService)}/sse`,
    network: `${networkUrl(mcpService)}/sse`,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// HTTP endpoints and JSON-RPC
// ---------------------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST';

export interface McpEndpoint {
  readonly method: HttpMethod;
  /** Path with its query, as a client sends it. */
  readonly path: string;
  /** Backticks mark code. */
  readonly purpose: string;
  /** Set when the endpoint puts keys or funds at risk: what the risk is. */
  readonly danger?: string;
}

export const mcpEndpoints: readonly McpEndpoint[] = [
  {
    method: 'GET',
    path: '/sse',
    purpose:
      'Opens a Server-Sent Events session; an optional `sessionId` query picks the id. The first event, named `endpoint`, tells the client where to post its messages (`/messages?sessionId=<id>`).',
  },
  {
    method: 'POST',
    path: '/messages?sessionId=<id>',
    purpose:
      'Takes JSON-RPC requests for an open SSE session and sends the answers down that session’s stream. For an unknown session the answer comes back in the HTTP response instead.',
  },
  {
    method: 'POST',
    path: '/',
    purpose: 'Handled exactly like `/messages`, for clients that speak Streamable HTTP.',
  },
  {
    method: 'GET',
    path: '/',
    purpose:
      'Returns server information as JSON, listing the `sse`, `messages`, `health` and `config` endpoints. A request that accepts `text/event-stream` is redirected to `/sse`.',
  },
  {
    method: 'GET',
    path: '/health',
    purpose:
      'Reports `status` `ok`, whether the server is `initialized` or still `initializing`, the number of active connections and the connected session ids.',
  },
  {
    method: 'POST',
    path: '/config',
    purpose: 'Replaces the signing private key while the server runs; the body is `{"privateKey": "0x…"}`.',
    danger:
      'Anyone who can reach the port can swap the key: there is no authentication, CORS accepts every origin, and the server writes the key it receives to its log in plain text.',
  },
];

/** JSON-RPC methods the HTTP transport answers. */
export const mcpJsonRpcMethods: readonly string[] = [
  'initialize',
  'tools/list',
  'tools/call',
  'notifications/initialized',
];

/** What any other JSON-RPC method gets back over HTTP. */
export const mcpUnknownMethodError = {code: -32601, message: 'Method not found'} as const;

// ---------------------------------------------------------------------------------------------
// Networks
// ---------------------------------------------------------------------------------------------

export interface McpNetwork {
  /** The value a tool's `network` parameter takes. */
  readonly name: string;
  readonly label: string;
  readonly chainId: number;
  /** Hard-coded in the server; `RPC_URL` does not change it. */
  readonly rpc: string;
  /** The network a tool uses when `network` is left out. */
  readonly isDefault: boolean;
}

export const mcpNetworks: readonly McpNetwork[] = [
  {name: 'sei', label: 'Mainnet', chainId: 1329, rpc: 'https://evm-rpc.sei-apis.com', isDefault: true},
  {name: 'sei-testnet', label: 'Testnet', chainId: 1328, rpc: 'https://evm-rpc-testnet.sei-apis.com', isDefault: false},
  {name: 'sei-devnet', label: 'Devnet', chainId: 713_715, rpc: 'https://evm-rpc-arctic-1.sei-apis.com', isDefault: false},
];

/** The network used when a tool gets no `network` argument. */
export const mcpDefaultNetwork: McpNetwork = mcpNetworks.find((network) => network.isDefault)!;

/** The error a network the server does not know (a chain id, or `sei-mainnet`) produces. */
export const mcpUnsupportedNetworkError = 'Unsupported network';

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

export interface McpParameter {
  readonly name: string;
  /** Only where the server's schema says more than "a string". */
  readonly type?: 'number' | 'array' | 'string';
  readonly optional?: boolean;
  /** A short hint on the value, e.g. its unit. */
  readonly note?: string;
}

/** `read` tools only query the chain; `write` tools sign and send a transaction. */
export type McpToolKind = 'read' | 'write';

export interface McpTool {
  readonly name: string;
  /** Parameters other than `network`. */
  readonly parameters: readonly McpParameter[];
  readonly description: string;
  readonly kind: McpToolKind;
  /** Whether it fails without a private key (from `PRIVATE_KEY` or `POST /config`). */
  readonly needsKey: boolean;
  /** `optional`: takes a `network` name, defaulting to the default network; `none`: no such parameter. */
  readonly network: 'optional' | 'none';
}

const p = (name: string, extra: Omit<McpParameter, 'name'> = {}): McpParameter => ({name, ...extra});

export const mcpTools: readonly McpTool[] = [
  {name: 'get_chain_info', parameters: [], description: 'Returns the chain id, the latest block number and the RPC address of a network.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_supported_networks', parameters: [], description: 'Lists the network names the server accepts.', kind: 'read', needsKey: false, network: 'none'},
  {name: 'get_block_by_number', parameters: [p('blockNumber', {type: 'number'})], description: 'Fetches one block by its number.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_latest_block', parameters: [], description: 'Fetches the most recent block.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_balance', parameters: [p('address')], description: 'Gives the native SEI balance of an address.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_erc20_balance', parameters: [p('address'), p('tokenAddress')], description: 'Gives how much of an ERC-20 token an address holds.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_token_balance', parameters: [p('tokenAddress'), p('ownerAddress')], description: 'Another way to read an ERC-20 balance, with the token first and the owner second.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_token_balance_erc20', parameters: [p('address'), p('tokenAddress')], description: 'A third form of the ERC-20 balance lookup.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_transaction', parameters: [p('txHash')], description: 'Shows the details of a transaction.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_transaction_receipt', parameters: [p('txHash')], description: 'Shows the receipt of a mined transaction.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'estimate_gas', parameters: [p('to'), p('value', {optional: true}), p('data', {optional: true})], description: 'Estimates the gas a call or transfer would use.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'transfer_sei', parameters: [p('to'), p('amount', {type: 'string', note: 'in SEI'})], description: 'Sends native SEI from the configured wallet.', kind: 'write', needsKey: true, network: 'optional'},
  {name: 'transfer_erc20', parameters: [p('tokenAddress'), p('toAddress'), p('amount')], description: 'Sends an ERC-20 token from the configured wallet.', kind: 'write', needsKey: true, network: 'optional'},
  {name: 'transfer_token', parameters: [p('tokenAddress'), p('toAddress'), p('amount')], description: 'Sends an ERC-20 token, converting the amount with the token’s decimals.', kind: 'write', needsKey: true, network: 'optional'},
  {name: 'approve_token_spending', parameters: [p('tokenAddress'), p('spenderAddress'), p('amount')], description: 'Lets another address spend an ERC-20 token on behalf of the configured wallet (approve).', kind: 'write', needsKey: true, network: 'optional'},
  {name: 'transfer_nft', parameters: [p('tokenAddress'), p('tokenId'), p('toAddress')], description: 'Transfers an ERC-721 token from the configured wallet.', kind: 'write', needsKey: true, network: 'optional'},
  {name: 'transfer_erc1155', parameters: [p('tokenAddress'), p('tokenId'), p('amount'), p('toAddress')], description: 'Transfers ERC-1155 tokens from the configured wallet.', kind: 'write', needsKey: true, network: 'optional'},
  {name: 'read_contract', parameters: [p('contractAddress'), p('abi', {type: 'array'}), p('functionName'), p('args', {optional: true})], description: 'Calls a view function of a contract without sending a transaction.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'write_contract', parameters: [p('contractAddress'), p('abi'), p('functionName'), p('args')], description: 'Calls a function that changes contract state, signed by the configured wallet.', kind: 'write', needsKey: true, network: 'optional'},
  {name: 'is_contract', parameters: [p('address')], description: 'Tells whether an address holds a contract or is a plain account.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_token_info', parameters: [p('tokenAddress')], description: 'Reads the metadata of an ERC-20 token.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_nft_info', parameters: [p('tokenAddress'), p('tokenId')], description: 'Reads the metadata and current owner of an ERC-721 token.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'check_nft_ownership', parameters: [p('tokenAddress'), p('tokenId'), p('ownerAddress')], description: 'Checks whether an address owns a given ERC-721 token.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_nft_balance', parameters: [p('tokenAddress'), p('ownerAddress')], description: 'Counts the ERC-721 tokens of one collection that an address holds.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_erc1155_token_uri', parameters: [p('tokenAddress'), p('tokenId')], description: 'Returns the metadata URI of an ERC-1155 token.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_erc1155_balance', parameters: [p('tokenAddress'), p('tokenId'), p('ownerAddress')], description: 'Gives how many of an ERC-1155 token an address holds.', kind: 'read', needsKey: false, network: 'optional'},
  {name: 'get_address_from_private_key', parameters: [], description: 'Returns the address of the configured key, and fails when no key is set.', kind: 'read', needsKey: true, network: 'none'},
];

/** Tools of one kind, in the order above. */
export function mcpToolsOfKind(kind: McpToolKind): readonly McpTool[] {
  return mcpTools.filter((tool) => tool.kind === kind);
}

// ---------------------------------------------------------------------------------------------
// Resources and prompts (served over stdio only)
// ---------------------------------------------------------------------------------------------

export interface McpResource {
  readonly name: string;
  /** URI template; `{…}` parts are filled in by the client. */
  readonly uri: string;
  readonly description: string;
}

export const mcpResources: readonly McpResource[] = [
  {name: 'chain_info_by_network', uri: 'evm://{network}/chain', description: 'Chain information for the named network.'},
  {name: 'sei_chain_info', uri: 'evm://chain', description: 'Chain information, without a network in the URI.'},
  {name: 'evm_block_by_number', uri: 'evm://{network}/block/{blockNumber}', description: 'A block, by number.'},
  {name: 'block_by_hash', uri: 'evm://{network}/block/hash/{blockHash}', description: 'A block, by hash.'},
  {name: 'evm_latest_block', uri: 'evm://{network}/block/latest', description: 'The latest block of the named network.'},
  {name: 'default_latest_block', uri: 'evm://block/latest', description: 'The latest block, without a network in the URI.'},
  {name: 'evm_address_native_balance', uri: 'evm://{network}/address/{address}/balance', description: 'Native SEI balance of an address.'},
  {name: 'default_sei_balance', uri: 'evm://address/{address}/sei-balance', description: 'Native SEI balance, without a network in the URI.'},
  {name: 'erc20_balance', uri: 'evm://{network}/address/{address}/token/{tokenAddress}/balance', description: 'ERC-20 balance of an address.'},
  {name: 'default_erc20_balance', uri: 'evm://address/{address}/token/{tokenAddress}/balance', description: 'ERC-20 balance, without a network in the URI.'},
  {name: 'evm_transaction_details', uri: 'evm://{network}/tx/{txHash}', description: 'Details of a transaction.'},
  {name: 'default_transaction_by_hash', uri: 'evm://tx/{txHash}', description: 'Details of a transaction, without a network in the URI.'},
  {name: 'supported_networks', uri: 'evm://networks', description: 'The network names the server accepts.'},
  {name: 'erc20_token_details', uri: 'evm://{network}/token/{tokenAddress}', description: 'Metadata of an ERC-20 token.'},
  {name: 'erc20_token_address_balance', uri: 'evm://{network}/token/{tokenAddress}/balanceOf/{address}', description: 'ERC-20 balance, addressed from the token side.'},
  {name: 'erc721_nft_token_details', uri: 'evm://{network}/nft/{tokenAddress}/{tokenId}', description: 'Metadata of an ERC-721 token.'},
  {name: 'erc721_nft_ownership_check', uri: 'evm://{network}/nft/{tokenAddress}/{tokenId}/isOwnedBy/{address}', description: 'Whether an address owns an ERC-721 token.'},
  {name: 'erc1155_token_metadata_uri', uri: 'evm://{network}/erc1155/{tokenAddress}/{tokenId}/uri', description: 'Metadata URI of an ERC-1155 token.'},
  {name: 'erc1155_token_address_balance', uri: 'evm://{network}/erc1155/{tokenAddress}/{tokenId}/balanceOf/{address}', description: 'ERC-1155 balance of an address.'},
];

export interface McpPrompt {
  readonly name: string;
  readonly arguments: readonly string[];
  readonly description: string;
}

export const mcpPrompts: readonly McpPrompt[] = [
  {name: 'explore_block', arguments: ['blockNumber', 'network'], description: 'Asks the model to explain what a block contains.'},
  {name: 'analyze_transaction', arguments: ['txHash', 'network'], description: 'Asks the model to explain a transaction.'},
  {name: 'my_wallet_address', arguments: [], description: 'Asks for the address of the configured wallet.'},
  {name: 'analyze_address', arguments: ['address', 'network'], description: 'Asks the model to profile an address.'},
  {name: 'interact_with_contract', arguments: ['contractAddress', 'abiJson', 'network'], description: 'Walks the model through calling a contract from its ABI.'},
  {name: 'explain_evm_concept', arguments: ['concept'], description: 'Asks the model to explain an EVM term.'},
  {name: 'compare_networks', arguments: ['networkList'], description: 'Asks the model to compare Sei networks.'},
  {name: 'analyze_token', arguments: ['tokenAddress', 'tokenType', 'tokenId', 'network'], description: 'Asks the model to analyze an ERC-20 token or an NFT.'},
];
