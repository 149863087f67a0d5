/**
 * The `n8n-nodes-sei` community package (`packages/n8n-nodes-sei`, FACTS.md §5): package facts,
 * its one credential, the networks its nodes offer and the five nodes with their parameters and
 * output fields.
 */

// ---------------------------------------------------------------------------------------------
// Package
// ---------------------------------------------------------------------------------------------

export interface PackageDependency {
  readonly name: string;
  /** The version range in package.json; absent when the fact sheet gives none. */
  readonly range?: string;
}

export const seiNodesPackage = {
  name: 'n8n-nodes-sei',
  version: '0.1.0',
  license: 'MIT',
  author: 'nicoware-dev',
  repository: 'https://github.com/nicoware-dev/n8n-nodes-sei',
  npm: 'https://www.npmjs.com/package/n8n-nodes-sei',
  engines: {node: '>=18.10', pnpm: '>=9.1'},
  /** A preinstall hook (`npx only-allow npm`) refuses other package managers. */
  onlyAllow: 'npm',
  dependencies: [
    {name: 'ethers', range: '^6.14.4'},
    {name: 'lodash'},
    {name: 'solc', range: '^0.8.26'},
  ] as readonly PackageDependency[],
  peerDependencies: ['n8n-workflow'] as readonly string[],
  n8nNodesApiVersion: 1,
  /** Prefix of every node type id in workflow JSON. */
  typePrefix: 'n8n-nodes-sei.',
  /** The n8n variable that must be true for community packages; the stack's compose file sets it. */
  communityNodesVariable: 'N8N_ENABLE_COMMUNITY_NODES',
  /** Where n8n's editor installs community packages. */
  installPath: ['Settings', 'Community Nodes'] as readonly string[],
} as const;

// ---------------------------------------------------------------------------------------------
// Credential
// ---------------------------------------------------------------------------------------------

export interface CredentialField {
  readonly name: string;
  readonly displayName: string;
  readonly type: 'string';
  /** Shown as dots in the editor. */
  readonly masked: boolean;
  readonly required: boolean;
  readonly default: string;
  readonly description: string;
}

export interface SeiCredential {
  /** Internal type name, as workflow JSON refers to it. */
  readonly name: string;
  /** The name you pick in the editor's credential list. */
  readonly displayName: string;
  readonly fields: readonly CredentialField[];
  readonly documentationUrl: string;
}

export const seiCredentials: readonly SeiCredential[] = [
  {
    name: 'seiApi',
    displayName: 'Sei API',
    documentationUrl: 'https://docs.sei.io/',
    fields: [
      {
        name: 'privateKey',
        displayName: 'Private Key',
        type: 'string',
        masked: true,
        required: true,
        default: '',
        description: 'The hex private key of an EVM wallet; ethers accepts it with or without the `0x` prefix.',
      },
    ],
  },
];

/** The credential with this internal name; throws for an unknown one. */
export function seiCredential(name: string): SeiCredential {
  const found = seiCredentials.find((credential) => credential.name === name);
  if (!found) throw new Error(`Unknown Sei credential "${name}": src/data/sei-nodes.ts has no credential of that name`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Networks
// ---------------------------------------------------------------------------------------------

export interface SeiNodeNetwork {
  /** The option label in the node's network list. */
  readonly label: string;
  /** The stored value of the `chain` parameter; empty for the custom option. */
  readonly value: string;
  /** Built-in RPC, or null when the `rpc` (Custom RPC) field supplies it. */
  readonly rpc: string | null;
  readonly chainId: number | null;
  readonly isDefault: boolean;
}

export const seiNodeNetworks: readonly SeiNodeNetwork[] = [
  {label: 'Sei Mainnet EVM (Pacific-1)', value: 'sei-mainnet', rpc: 'https://evm-rpc.sei-apis.com', chainId: 1329, isDefault: false},
  {label: 'Sei Testnet EVM (Atlantic-2)', value: 'sei-testnet', rpc: 'https://evm-rpc-testnet.sei-apis.com', chainId: 1328, isDefault: true},
  {label: 'Custom', value: '', rpc: null, chainId: null, isDefault: false},
];

export const seiDefaultNetwork: SeiNodeNetwork = seiNodeNetworks.find((network) => network.isDefault)!;

/** Label of the field that takes your own RPC URL (internal name `rpc`). */
export const customRpcField = {name: 'rpc', displayName: 'Custom RPC'} as const;

// ---------------------------------------------------------------------------------------------
// Nodes
// ---------------------------------------------------------------------------------------------

export interface SeiNodeParameter {
  /** Internal name, as it appears in workflow JSON. */
  readonly name: string;
  /** Default as the editor fills it in; absent when the field starts empty. */
  readonly default?: string;
  /** Said instead of a default that is too long to show, such as sample source code. */
  readonly defaultDescription?: string;
  /** The values it can take, when it is a list. */
  readonly options?: readonly string[];
  readonly required?: boolean;
  /** When the field is shown, read after "Shown": e.g. ``when `queryType` is `accountBalance` `` or `under Additional Fields`. Backticks mark code. */
  readonly shownWhen?: string;
  readonly description: string;
}

export type SeiNodeGroup = 'input' | 'transform' | 'output';

export interface SeiNode {
  /** Short key for components: the part of the type id after the prefix. */
  readonly key: string;
  /** The `type` of the node in workflow JSON. */
  readonly typeId: string;
  /** The name you search for in the editor's node panel. */
  readonly displayName: string;
  /** The name a new node gets on the canvas. */
  readonly defaultName: string;
  /** Internal name of the credential it requires, or null when it needs none. */
  readonly credential: string | null;
  readonly groups: readonly SeiNodeGroup[];
  readonly summary: string;
  readonly parameters: readonly SeiNodeParameter[];
  /** Fields of each output item. */
  readonly outputs: readonly string[];
  /** Said before the field list when the fields depend on the query. */
  readonly outputNote?: string;
  /** Behavior worth knowing before you use it. */
  readonly notes: readonly string[];
}

const networkValues = seiNodeNetworks.map((network) => network.value);

const chainParameter: SeiNodeParameter = {
  name: 'chain',
  default: seiDefaultNetwork.value,
  options: networkValues,
  description: 'Which network to use; the empty value means Custom.',
};

const rpcParameter: SeiNodeParameter = {
  name: customRpcField.name,
  shownWhen: 'when `chain` is Custom',
  description: `Your own RPC URL (the ${customRpcField.displayName} field).`,
};

/** `chain` and `rpc`, shown only under a given condition (the executor's manual mode). */
function networkParameters(shownWhen?: string): readonly SeiNodeParameter[] {
  if (!shownWhen) return [chainParameter, rpcParameter];
  return [{...chainParameter, shownWhen}, {...rpcParameter, shownWhen: `${shownWhen} and \`chain\` is Custom`}];
}

const prefix = seiNodesPackage.typePrefix;
const manualMode = 'when `executionMode` is `manual`';

export const seiNodes: readonly SeiNode[] = [
  {
    key: 'seiTxBuilder',
    typeId: `${prefix}seiTxBuilder`,
    displayName: 'Sei: Transaction builder',
    defaultName: 'Build Sei Transaction',
    credential: 'seiApi',
    groups: ['transform', 'output'],
    summary: 'Builds and signs a SEI transfer or contract call, without sending it.',
    parameters: [
      ...networkParameters(),
      {name: 'recipient', required: true, description: 'Address the transaction goes to.'},
      {name: 'value', description: 'Amount of SEI to send, with up to 8 decimal places.'},
      {name: 'contractAbi', default: '[]', shownWhen: 'under Additional Fields', description: 'ABI of the contract to call.'},
      {name: 'contractAddress', shownWhen: 'under Additional Fields', description: 'Address of the contract to call.'},
      {name: 'contractMethod', shownWhen: 'under Additional Fields', description: 'Name of the contract function.'},
      {name: 'contractArgs', shownWhen: 'under Additional Fields', description: 'Function arguments, as a list of `value` entries.'},
      {name: 'tokenDecimals', default: '18', shownWhen: 'under Additional Fields', description: 'Decimals used to convert token amounts.'},
      {
        name: 'convertTokenAmounts',
        default: 'true',
        shownWhen: 'under Additional Fields',
        description: 'Turns human amounts into wei: argument 1 of `transfer` and `mint*` functions, argument 2 of `transferFrom`.',
      },
    ],
    outputs: ['success', 'recipient', 'signature', 'nonce', 'data', 'value', 'contractAddress', 'contractMethod', 'contractArgs', 'txData', 'rpcUrl', 'chainId', 'timestamp'],
    notes: [
      'It signs the transaction but does not send it: connect a Transaction executor after it.',
      'It has no gas fields.',
    ],
  },
  {
    key: 'seiTxExecutor',
    typeId: `${prefix}seiTxExecutor`,
    displayName: 'Sei: Transaction executor',
    defaultName: 'Execute Sei Transaction',
    credential: 'seiApi',
    groups: ['transform', 'output'],
    summary: 'Sends a transaction to the network and waits for it to be mined.',
    parameters: [
      {
        name: 'executionMode',
        default: 'fromBuilder',
        options: ['fromBuilder', 'manual'],
        description: '`fromBuilder` takes `txData` and `rpcUrl` from the incoming item; `manual` takes the fields below.',
      },
      ...networkParameters(manualMode),
      {name: 'recipient', shownWhen: manualMode, description: 'Destination address.'},
      {name: 'value', shownWhen: manualMode, description: 'Amount of SEI to send.'},
      {name: 'nonce', default: '0', shownWhen: manualMode, description: 'Transaction nonce.'},
      {name: 'calldata', shownWhen: manualMode, description: 'Encoded call data for a contract call.'},
      {name: 'gasLimit', default: '21000', shownWhen: manualMode, description: 'Gas limit; a plain SEI transfer needs 21000, contract calls need more.'},
    ],
    outputs: ['success', 'transactionHash', 'receipt', 'txData', 'rpcUrl', 'timestamp'],
    notes: [
      'It fetches a fresh nonce before sending.',
      'It waits for one confirmation, for at most 60 seconds.',
    ],
  },
  {
    key: 'seiExplorer',
    typeId: `${prefix}seiExplorer`,
    displayName: 'Sei Explorer',
    defaultName: 'Sei Explorer',
    credential: null,
    groups: ['input'],
    summary: 'Reads blocks, transactions, balances and contract views; it never signs anything.',
    parameters: [
      ...networkParameters(),
      {
        name: 'queryType',
        default: 'blockInfo',
        options: ['blockInfo', 'transactionDetails', 'accountBalance', 'contractCall'],
        description: 'What to look up.',
      },
      {name: 'blockNumber', default: 'latest', shownWhen: 'when `queryType` is `blockInfo`', description: 'Block number, or `latest`.'},
      {name: 'transactionHash', shownWhen: 'when `queryType` is `transactionDetails`', description: 'Hash of the transaction.'},
      {name: 'accountAddress', shownWhen: 'when `queryType` is `accountBalance`', description: 'Address whose SEI balance you want.'},
      {name: 'contractAddress', shownWhen: 'when `queryType` is `contractCall`', description: 'Contract to read from.'},
      {name: 'contractAbi', shownWhen: 'when `queryType` is `contractCall`', description: 'ABI of that contract.'},
      {name: 'methodName', shownWhen: 'when `queryType` is `contractCall`', description: 'View function to call.'},
      {name: 'methodArgs', shownWhen: 'when `queryType` is `contractCall`', description: 'Arguments of that function.'},
    ],
    outputs: ['chainId', 'timestamp'],
    outputNote: 'The fields of the query result, plus these.',
    notes: [
      '`accountBalance` returns `balance` (hex wei) and `balanceInEth`.',
      'It speaks raw JSON-RPC: `eth_getBlockByNumber`, `eth_getTransactionByHash`, `eth_getTransactionReceipt`, `eth_getBalance` and `eth_call`.',
    ],
  },
  {
    key: 'seiDeployContract',
    typeId: `${prefix}seiDeployContract`,
    displayName: 'Sei: Deploy Contract',
    defaultName: 'Deploy Contract',
    credential: 'seiApi',
    groups: ['transform', 'output'],
    summary: 'Deploys your own compiled contract, or a ready-made ERC-20 or ERC-721.',
    parameters: [
      ...networkParameters(),
      {name: 'contractType', default: 'custom', options: ['custom', 'erc20', 'erc721'], description: 'What to deploy.'},
      {name: 'customAbi', default: '[]', shownWhen: 'when `contractType` is `custom`', description: 'ABI of your contract.'},
      {name: 'customBytecode', shownWhen: 'when `contractType` is `custom`', description: 'Bytecode of your contract.'},
      {name: 'customArgs', shownWhen: 'when `contractType` is `custom`', description: 'Constructor arguments.'},
      {name: 'erc20Name', default: 'My Token', shownWhen: 'when `contractType` is `erc20`', description: 'Token name.'},
      {name: 'erc20Symbol', default: 'MTK', shownWhen: 'when `contractType` is `erc20`', description: 'Token symbol.'},
      {name: 'erc20Decimals', default: '18', shownWhen: 'when `contractType` is `erc20`', description: 'Token decimals.'},
      {name: 'erc20Supply', default: '1000000', shownWhen: 'when `contractType` is `erc20`', description: 'Initial supply.'},
      {name: 'erc721Name', default: 'My NFT Collection', shownWhen: 'when `contractType` is `erc721`', description: 'Collection name.'},
      {name: 'erc721Symbol', default: 'MNFT', shownWhen: 'when `contractType` is `erc721`', description: 'Collection symbol.'},
    ],
    outputs: ['contractAddress', 'transactionHash', 'contractType', 'constructorArgs', 'abi', 'bytecode', 'rpcUrl', 'chainId', 'timestamp', 'success'],
    notes: ['The `erc20` and `erc721` types deploy the built-in templates `BasicERC20` and `BasicERC721`.'],
  },
  {
    key: 'seiCompileContract',
    typeId: `${prefix}seiCompileContract`,
    displayName: 'Sei: Compile Contract',
    defaultName: 'Compile Contract',
    credential: null,
    groups: ['transform', 'output'],
    summary: 'Compiles Solidity source into bytecode and an ABI, ready for Deploy Contract.',
    parameters: [
      {name: 'sourceCode', defaultDescription: 'a sample contract, `MyContract`', description: 'Solidity source to compile.'},
      {name: 'contractName', default: 'MyContract', description: 'Which contract in the source to output.'},
      {
        name: 'compilerVersion',
        default: '0.8.19',
        description: 'A version from `0.8.19` to `0.8.24`. It is only copied into the output and does not choose the compiler.',
      },
      {name: 'optimization', default: 'true', description: 'Turns the optimizer on.'},
      {name: 'optimizationRuns', default: '200', description: 'Optimizer runs.'},
      {name: 'includeTemplates', default: 'false', description: 'Adds the built-in ERC-20 or ERC-721 template to the source.'},
      {name: 'templateType', options: ['ERC20', 'ERC721'], shownWhen: 'when `includeTemplates` is `true`', description: 'Which template to add.'},
    ],
    outputs: ['success', 'bytecode', 'abi', 'metadata', 'warnings', 'timestamp'],
    notes: [
      'The `bytecode` starts with `0x`.',
      'A run that does not produce bytecode returns `errors` or `availableContracts` instead.',
      'Compilation always uses the bundled `solc` package (`^0.8.26`), whatever `compilerVersion` says.',
      'With `includeTemplates` on, set `contractName` to `BasicERC20` or `BasicERC721`.',
    ],
  },
];

/** The node with this key (e.g. `seiExplorer`) or full type id; throws for an unknown one. */
export function seiNode(keyOrType: string): SeiNode {
  const found = seiNodes.find((node) => node.key === keyOrType || node.typeId === keyOrType);
  if (!found) throw new Error(`Unknown Sei node "${keyOrType}" in src/data/sei-nodes.ts. Known: ${seiNodes.map((n) => n.key).join(', ')}`);
  return found;
}
