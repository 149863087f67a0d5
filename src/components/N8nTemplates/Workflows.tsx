/**
 * The n8n workflow templates as cards, one per export: what it shows, triggers, nodes, what it needs,
 * what it calls, how to check it and its known issues.
 *
 * Used through N8nTemplates with part="workflows". Each card's heading gets the anchor
 * `workflowAnchor(workflow)`.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {hostUrl, service} from '@site/src/data/services';
import {
  n8nWorkflow,
  n8nWorkflows,
  triggerPath,
  type N8nCategory,
  type N8nCheck,
  type N8nTrigger,
  type N8nWorkflow,
} from '@site/src/data/n8n-templates';
import {ServiceLinks} from '@site/src/components/ServiceLink';
import {CaveatList, CodeList, Effects, partStyles as styles} from '../TemplateParts';
import WorkflowNeeds from './WorkflowNeeds';

/** The anchor of a workflow's card, from its name. */
export function workflowAnchor(workflow: Pick<N8nWorkflow, 'name'>): string {
  return workflow.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const triggerLabel: Readonly<Record<N8nTrigger['kind'], string>> = {
  webhook: 'Webhook (POST)',
  manual: 'Manual trigger',
  chat: 'Chat trigger',
  mcp: 'MCP Server Trigger',
  executeWorkflow: 'Execute Workflow trigger',
};

function Trigger({trigger}: {trigger: N8nTrigger}): ReactNode {
  const path = triggerPath(trigger);
  return (
    <li>
      {triggerLabel[trigger.kind]}
      {path && trigger.kind !== 'chat' && <> on <code>{trigger.kind === 'mcp' ? `/mcp/${path}` : `/webhook/${path}`}</code></>}
      {trigger.kind === 'chat' && trigger.webhookId && <> (webhook id <code>{trigger.webhookId}</code>)</>}
      {trigger.responseMode === 'responseNode' && ', set to answer from a Respond to Webhook node'}
      {trigger.responseMode === 'default' && ", n8n's default response mode"}
      {trigger.detail && `; ${trigger.detail}`}
    </li>
  );
}

function curlCommand(path: string, body: string): string {
  return [
    `curl -X POST ${hostUrl(service('n8n'))}/webhook/${path} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
}

function Check({check}: {check: N8nCheck}): ReactNode {
  return (
    <div className={styles.check}>
      {check.before && <p><strong>First:</strong> {check.before}</p>}
      {check.how === 'webhook' && <CodeBlock language="bash">{curlCommand(check.path, check.body)}</CodeBlock>}
      {check.how === 'chat' && <p>Open the chat panel of the workflow in the editor.</p>}
      {check.how === 'editor' && <p>Open the workflow and run it from the editor.</p>}
      <p><strong>Expect:</strong> {check.expect}</p>
    </div>
  );
}

function WorkflowCard({workflow}: {workflow: N8nWorkflow}): ReactNode {
  const toolTable = workflow.webhookTools;
  return (
    <li className={styles.card}>
      <Heading as="h4" id={workflowAnchor(workflow)}>{workflow.name}</Heading>
      <p className={styles.file}>
        File <code>{workflow.file}</code>, exported id <code>{workflow.id}</code>, exported as {workflow.active ? 'active' : 'inactive'}
      </p>
      <p>{workflow.summary}</p>
      <dl className={styles.facts}>
        <dt>On chain</dt>
        <dd><Effects effects={workflow.effects} /></dd>
        <dt>Triggers</dt>
        <dd><ul>{workflow.triggers.map((t) => <Trigger key={`${t.kind}-${triggerPath(t) ?? ''}`} trigger={t} />)}</ul></dd>
        <WorkflowNeeds workflow={workflow} anchorOf={(file) => workflowAnchor(n8nWorkflow(file))} />
        <dt>Services it calls</dt>
        <dd><ServiceLinks services={workflow.services} none="None in the stack" /></dd>
        <dt>Addresses</dt>
        <dd>
          <ul>
            {workflow.calls.map((call) => (
              <li key={`${call.url ?? call.viaCredential}-${call.detail ?? ''}`}>
                {call.method && `${call.method} `}
                {call.url ? <code>{call.url}</code> : <>the address in credential <CodeList values={[call.viaCredential ?? '']} /></>}
                {call.detail && ` (${call.detail})`}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Nodes</dt>
        <dd>
          <CodeList values={workflow.nodes.map((n) => `${n.type}${n.version ? ` v${n.version}` : ''}${n.count ? ` ×${n.count}` : ''}`)} />
        </dd>
      </dl>
      {toolTable && (
        <>
          <p><strong>The {toolTable.length} webhook tools</strong> (path, effect, body fields)</p>
          <ul className={styles.tools}>
            {toolTable.map((tool) => (
              <li key={tool.path}>
                <code>{tool.path}</code>{' '}
                {tool.effect === 'read' ? '(reads only)' : <Effects effects={[tool.effect]} />}
                : <CodeList values={tool.fields} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p><strong>Check that it works</strong></p>
      <Check check={workflow.check} />
      <p><strong>Known issues</strong></p>
      <CaveatList caveats={workflow.caveats} />
    </li>
  );
}

export default function Workflows({category}: {category?: N8nCategory}): ReactNode {
  const shown = category ? n8nWorkflows.filter((w) => w.category === category) : n8nWorkflows;
  return (
    <ul className={styles.cards}>
      {shown.map((workflow) => <WorkflowCard key={workflow.file} workflow={workflow} />)}
    </ul>
  );
}
