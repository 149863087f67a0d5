/**
 * A number or name from src/data in a sentence, so that prose never types a count the data
 * holds: `<Fact of="cambrian-tools" />`. Rendered by the server (src/components/static.tsx), so
 * the page ships the value, not the data it is counted from. An unknown name fails the build.
 */
import type {ReactNode} from 'react';
import {services} from '@site/src/data/services';
import {cambrianAgent, cambrianToolFamilies, cambrianTools} from '@site/src/data/cambrian';

const facts: Readonly<Record<string, () => string | number>> = {
  /** Services that start with the default `.env`. */
  'services-on-by-default': () => services.filter((svc) => svc.enabledByDefault).length,
  /** Services that stay off until switched on. */
  'services-off-by-default': () => services.filter((svc) => !svc.enabledByDefault).length,
  'cambrian-tools': () => cambrianTools.length,
  'cambrian-tool-families': () => cambrianToolFamilies.length,
  'cambrian-chain-id': () => cambrianAgent.chain.chainId,
};

export default function Fact({of}: {of: string}): ReactNode {
  const fact = facts[of];
  if (!fact) throw new Error(`Fact: no fact named "${of}" in the facts of src/components/Fact/index.tsx (known: ${Object.keys(facts).join(', ')})`);
  return String(fact());
}
