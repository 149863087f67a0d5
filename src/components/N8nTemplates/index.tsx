/**
 * The n8n templates page's data, in three parts.
 *
 * Props: `part` = 'packages' (the community packages), 'credentials' (the credentials the exports
 * name) or 'workflows' (one card per workflow); with 'workflows', `category` ('agents' | 'sei-nodes' |
 * 'mcp' | 'combined') limits the cards to one section. Each card's heading anchor is `workflowAnchor`.
 */
import React, {type ReactNode} from 'react';
import type {N8nCategory} from '@site/src/data/n8n-templates';
import Packages from './Packages';
import Credentials from './Credentials';
import Workflows from './Workflows';


type Props =
  | {part: 'packages' | 'credentials'}
  | {part: 'workflows'; category?: N8nCategory};

export default function N8nTemplates(props: Props): ReactNode {
  if (props.part === 'workflows') return <Workflows category={props.category} />;
  return props.part === 'packages' ? <Packages /> : <Credentials />;
}
