/**
 * The Cambrian agent of the stack (FACTS.md §7.1 and §7.2): the app and its agent (model, memory,
 * thread, system prompt rules), its chat API, the variables it cannot start without, and the 51
 * tools it gets from `sei-agent-kit-custom`, by family. Image, container and ports live in services.ts.
 */
// Exact names from the kit: cspell:ignore dexscreener ethperp btcperp klines sfast sfrx

// ---------------------------------------------------------------------------------------------
// The app and its agent
// ---------------------------------------------------------------------------------------------

/** A rule the agent's system prompt gives it; `family` names the tool family it is about. */
export interface CambrianPromptRule {
  readonly rule: string;
  readonly family?: CambrianFamilyId;
}

export const cambrianAgent = {
  app: {
    framework: 'Next.js',
    frameworkVersion: '15.2.4',
    reactVersion: '19',
    /** The browser tab title. */
    pageTitle: 'Cambrian Agent',
    /** The project the app is a fork of. */
    upstream: 'https://github.com/CambrianAgents/agent-launcher',
    /** What the container runs (`next start`). */
    startCommand: 'npm start',
  },
  /** LangGraph's ReAct agent factory builds the agent. */
  agentFactory: 'createReactAgent',
  llm: {
    provider: 'OpenAI',
    client: 'ChatOpenAI',
    /** Fixed in the code: no variable changes it. */
    model: 'o4-mini-2025-04-16',
  },
  memory: {
    /** LangGraph's in-process memory: a restart forgets everything, nothing goes to a database. */
    saver: 'MemorySaver',
    persistent: false,
    /**
     * One fixed thread id for one agent kept in the module, so every caller shares one conversation
     * (packages/cambrian-agent-launcher/lib/agent/index.ts and app/api/chat/route.ts).
     */
    threadId: 'Sei Agent Kit!',
  },
  /** How the tools are built: the key signs everything, there is no wallet connection in the browser. */
  toolsFactory: 'createSeiTools(new SeiAgentKit(SEI_PRIVATE_KEY, "openai"))',
  kit: {
    /** The npm package the app installs, under the alias `sei-agent-kit`. */
    packageName: 'sei-agent-kit-custom',
    alias: 'sei-agent-kit',
    version: '1.0.1',
    npm: 'https://www.npmjs.com/package/sei-agent-kit-custom',
    /** The kit it is a fork of. */
    upstream: 'https://github.com/CambrianAgents/sei-agent-kit',
  },
  chain: {
    /** The chain definition the kit's clients are built on; there is no testnet switch. */
    chainName: 'sei',
    label: 'Sei mainnet',
    chainId: 1329,
    /** The startup check insists on `RPC_URL`, but the clients use their library's default transport. */
    clientsUseRpcUrl: false,
  },
  /** The agent answers in text only. */
  modalities: ['text'],
} as const;

/** The rules of the agent's system prompt that the docs need. */
export const cambrianPromptRules: readonly CambrianPromptRule[] = [
  {
    rule: 'Keep ISEI apart from SEI and WSEI: wrap SEI into WSEI before supplying it to Yei, and supply ISEI as it is.',
    family: 'yei',
  },
];

// ---------------------------------------------------------------------------------------------
// Chat API
// ---------------------------------------------------------------------------------------------

export const cambrianApi = {
  method: 'POST',
  path: '/api/chat',
  /** The request body holds a list of `{role, content}` messages under this key. */
  bodyField: 'messages',
  /** The agent reads only the last message of the list. */
  usesOnlyLastMessage: true,
  /** A request body for a single question. */
  exampleBody: {messages: [{role: 'user', content: 'What is my SEI balance?'}]},
  response: {
    contentType: 'text/event-stream',
    /** Each line of the stream is one JSON object of this form. */
    format: 'newline-delimited JSON',
    line: '{"type":"text","text":"…"}',
  },
  /** What the route answers when the agent cannot be built (a bad key, for example). */
  initError: {status: 500, error: 'Agent initialization failed'},
  /** The app has no `/health` route; the container health check loads this path. */
  hasHealthRoute: false,
  healthCheckPath: '/',
} as const;

// ---------------------------------------------------------------------------------------------
// Required variables
// ---------------------------------------------------------------------------------------------

/**
 * The app exits (`process.exit(1)`) on its first `/api/chat` request when one of these is empty.
 * The compose file passes `RPC_URL` without a default.
 */
export const cambrianRequiredEnv: readonly string[] = ['OPENAI_API_KEY', 'SEI_PRIVATE_KEY', 'RPC_URL'];

// ---------------------------------------------------------------------------------------------
// Tool families
// ---------------------------------------------------------------------------------------------

export type CambrianFamilyId =
  | 'erc20'
  | 'erc721'
  | 'dexscreener'
  | 'silo'
  | 'symphony'
  | 'takara'
  | 'carbon'
  | 'twitter'
  | 'citrex'
  | 'yei';

/** The tokens some tools accept; `tools` narrows the list to those tools. */
export interface CambrianTokenMap {
  readonly label: string;
  readonly tools?: readonly string[];
  readonly tokens: readonly string[];
}

export interface CambrianToolFamily {
  readonly id: CambrianFamilyId;
  readonly name: string;
  /** What kind of protocol or service it is, a few words. */
  readonly area: string;
  /** What to know before using the family, one or two sentences; backticks mark code. */
  readonly note?: string;
  readonly tokenMaps?: readonly CambrianTokenMap[];
  /** Variables the tools need besides the agent's own. */
  readonly needsEnv?: readonly string[];
  /** Why the family does not work in this stack, when that is so; backticks mark code. */
  readonly caveat?: string;
}

export const cambrianToolFamilies: readonly CambrianToolFamily[] = [
  {
    id: 'erc20',
    name: 'ERC-20',
    area: 'Tokens and native SEI',
    note: 'The tools act on the wallet of `SEI_PRIVATE_KEY`.',
  },
  {
    id: 'erc721',
    name: 'ERC-721',
    area: 'NFTs',
  },
  {
    id: 'dexscreener',
    name: 'DexScreener',
    area: 'Token lookup',
  },
  {
    id: 'silo',
    name: 'Silo',
    area: 'Staking',
  },
  {
    id: 'symphony',
    name: 'Symphony',
    area: 'Swap aggregator',
    note: 'The kit has no other swap tool: every swap the agent makes goes through Symphony.',
  },
  {
    id: 'takara',
    name: 'Takara',
    area: 'Lending with Compound-style tTokens',
    tokenMaps: [{label: 'Tokens', tokens: ['SEI', 'USDC', 'USDT', 'FASTUSD', 'ISEI']}],
  },
  {
    id: 'carbon',
    name: 'Carbon',
    area: 'Bancor Carbon DeFi strategies',
    note: 'When a request gives no price range, the kit falls back to a band of ±10% or ±1% around the USD price.',
  },
  {
    id: 'twitter',
    name: 'Twitter / X',
    area: 'Posting and reading',
    needsEnv: ['TWITTER_API_KEY', 'TWITTER_API_SECRET', 'TWITTER_ACCESS_TOKEN', 'TWITTER_ACCESS_TOKEN_SECRET'],
    // sei-agent-kit-custom src/tools/twitter/*.ts throws this when the key is missing.
    caveat: 'The stack’s compose file does not pass these variables to the container, so every tool of this family fails with `TWITTER_API_KEY is not configured.`',
  },
  {
    id: 'citrex',
    name: 'Citrex',
    area: 'Perpetual futures on mainnet',
    note: 'The tools run against Citrex `mainnet` and read `SEI_PRIVATE_KEY` from the environment themselves. Product symbols look like `ethperp` and `btcperp`.',
  },
  {
    id: 'yei',
    name: 'Yei Finance',
    area: 'Lending, an Aave V3 fork',
    tokenMaps: [
      {
        label: 'Supply',
        tools: ['supply_yei'],
        tokens: ['USDC', 'USDT', 'ISEI', 'WSEI', 'WETH', 'WBTC', 'wstETH', 'fastUSD', 'sfastUSD', 'sfrxETH', 'frxUSD', 'sfrxUSD', 'frxETH'],
      },
      {label: 'Borrow, withdraw and repay', tools: ['borrow_yei', 'withdraw_yei', 'repay_yei'], tokens: ['USDC', 'USDT', 'WSEI']},
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

export interface CambrianTool {
  /** The LangChain tool name the agent calls. */
  readonly name: string;
  readonly family: CambrianFamilyId;
  /** What it does, one sentence; backticks mark code. */
  readonly description: string;
  /** Takes `MAX` as the amount. */
  readonly acceptsMax?: boolean;
}

const t = (family: CambrianFamilyId, name: string, description: string, extra: Pick<CambrianTool, 'acceptsMax'> = {}): CambrianTool => ({
  name,
  family,
  description,
  ...extra,
});

/** The 51 tools `createSeiTools` registers, in family order. */
export const cambrianTools: readonly CambrianTool[] = [
  t('erc20', 'sei_erc20_balance', 'Reads the wallet’s balance of a token, or of native SEI when no contract is given.'),
  t('erc20', 'sei_erc20_transfer', 'Sends native SEI or an ERC-20 token from the wallet.'),

  t('erc721', 'sei_erc721_balance', 'Reads the wallet’s NFT balance.'),
  t('erc721', 'sei_erc721_transfer', 'Transfers an NFT from the wallet.'),
  t('erc721', 'sei_erc721_mint', 'Mints an NFT.'),

  t('dexscreener', 'get_token_address_from_ticker', 'Finds the contract address that belongs to a token ticker.'),

  t('silo', 'sei_stake_tool', 'Stakes SEI.'),
  t('silo', 'sei_unstake_tool', 'Withdraws staked SEI.'),

  t('symphony', 'sei_swap', 'Swaps one token for another through the Symphony aggregator.'),

  t('takara', 'mint_takara', 'Supplies a token to Takara and mints its tToken.'),
  t('takara', 'borrow_takara', 'Borrows a token from Takara.'),
  t('takara', 'repay_takara', 'Repays a Takara loan.', {acceptsMax: true}),
  t('takara', 'redeem_takara', 'Redeems tTokens for the token behind them.', {acceptsMax: true}),
  t('takara', 'get_takara_redeemable_amount', 'Reads how much the wallet can redeem.'),
  t('takara', 'get_takara_borrow_balance', 'Reads how much the wallet owes.'),

  t('carbon', 'carbon_create_disposable_strategy', 'Creates a one-off limit or range order.'),
  t('carbon', 'carbon_create_recurring_strategy', 'Creates a recurring buy-and-sell strategy.'),
  t('carbon', 'carbon_create_overlapping_strategy', 'Creates an overlapping strategy, which works as a liquidity position.'),
  t('carbon', 'carbon_delete_strategy', 'Deletes one of the wallet’s strategies.'),
  t('carbon', 'carbon_get_user_strategies', 'Lists the wallet’s strategies.'),

  t('twitter', 'post_tweet', 'Posts a tweet of at most 280 characters.'),
  t('twitter', 'post_tweet_reply', 'Posts a reply to a tweet.'),
  t('twitter', 'get_account_details', 'Reads the details of the account.'),
  t('twitter', 'get_account_mentions', 'Reads the posts that mention the account.'),

  t('citrex', 'citrex_deposit', 'Deposits USDC into Citrex.'),
  t('citrex', 'citrex_withdraw', 'Withdraws USDC from Citrex.'),
  t('citrex', 'citrex_get_products', 'Lists the products you can trade.'),
  t('citrex', 'citrex_get_product', 'Reads one product.'),
  t('citrex', 'citrex_get_order_book', 'Reads the order book of a product.'),
  t('citrex', 'citrex_get_tickers', 'Reads the market tickers.'),
  t('citrex', 'citrex_get_klines', 'Reads candlestick (kline) data.'),
  t('citrex', 'citrex_get_server_time', 'Reads the time of the Citrex server.'),
  t('citrex', 'citrex_get_trade_history', 'Reads the trade history.'),
  t('citrex', 'citrex_get_account_health', 'Reads the health of the trading account.'),
  t('citrex', 'citrex_calculate_margin_requirement', 'Works out the margin an order needs.'),
  t('citrex', 'citrex_list_balances', 'Lists the balances of the trading account.'),
  t('citrex', 'citrex_list_open_orders', 'Lists the open orders.'),
  t('citrex', 'citrex_list_positions', 'Lists the positions.'),
  t('citrex', 'citrex_place_order', 'Places one order.'),
  t('citrex', 'citrex_place_orders', 'Places several orders in one call.'),
  t('citrex', 'citrex_cancel_order', 'Cancels one order.'),
  t('citrex', 'citrex_cancel_orders', 'Cancels several orders in one call.'),
  t('citrex', 'citrex_cancel_and_replace_order', 'Cancels an order and places its replacement in one step.'),
  t('citrex', 'citrex_cancel_open_orders_for_product', 'Cancels every open order on one product.'),

  t('yei', 'supply_yei', 'Supplies a token to Yei Finance.'),
  t('yei', 'withdraw_yei', 'Withdraws a supplied token.'),
  t('yei', 'borrow_yei', 'Borrows a token from Yei Finance.'),
  t('yei', 'repay_yei', 'Repays a Yei Finance loan.'),
  t(
    'yei',
    'get_yei_health_factor',
    'Reads the wallet’s collateral, debt, available borrows, liquidation threshold, LTV and health factor.',
  ),
  t('yei', 'wrap_sei', 'Wraps native SEI into WSEI.'),
  t('yei', 'unwrap_sei', 'Unwraps WSEI back into native SEI.'),
];

/** One family by id; throws on an unknown id so that a typo in a page fails the build. */
export function cambrianFamily(id: string): CambrianToolFamily {
  const family = cambrianToolFamilies.find((candidate) => candidate.id === id);
  if (!family) {
    throw new Error(`Unknown Cambrian tool family "${id}" in src/data/cambrian.ts. Known: ${cambrianToolFamilies.map((f) => f.id).join(', ')}`);
  }
  return family;
}

/** The tools of one family, in the order above. */
export function cambrianToolsOf(id: CambrianFamilyId): readonly CambrianTool[] {
  return cambrianTools.filter((tool) => tool.family === id);
}
