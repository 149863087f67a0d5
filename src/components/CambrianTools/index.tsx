/**
 * CambrianTools: the Cambrian agent's tools (src/data/cambrian.ts) in one table, grouped by family.
 * Each family opens with its name, what it is and how many tools it has, then its notes (tokens
 * it accepts, variables it needs, rules of the agent's prompt about it), then one row per tool.
 *
 * Props:
 *   family?: CambrianFamilyId  Only that family, e.g. "citrex", with its caption shown above.
 *                              Without it, all families, with the caption for screen readers only.
 *
 * Usage in MDX:
 *   import CambrianTools from '@site/src/components/CambrianTools';
 *   <CambrianTools />
 *   <CambrianTools family="yei" />
 */
import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {
  cambrianFamily,
  cambrianPromptRules,
  cambrianToolFamilies,
  cambrianTools,
  cambrianToolsOf,
  type CambrianFamilyId,
  type CambrianTool,
  type CambrianToolFamily,
} from '@site/src/data/cambrian';
import Breakable from '@site/src/components/DataTable/Breakable';
import Rich from '@site/src/components/DataTable/Rich';
import {classes} from '@site/src/components/classes';
const shared = classes('dtx', ['danger', 'facts', 'inlineList', 'muted', 'nowrap', 'sub']);
const styles = classes('cambrian', ['area', 'caveat', 'family', 'notes', 'tokens', 'tools']);

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function CodeList({values}: {values: readonly string[]}): ReactNode {
  return (
    <ul className={shared.inlineList}>
      {values.map((value) => (
        <li key={value}>
          <code>{value}</code>
        </li>
      ))}
    </ul>
  );
}

function FamilyNotes({family}: {family: CambrianToolFamily}): ReactNode {
  const everyTool = (family.tokenMaps ?? []).filter((map) => !map.tools);
  const rules = cambrianPromptRules.filter((rule) => rule.family === family.id);
  const items: ReactNode[] = [];
  if (family.note) items.push(<Rich key="note" text={family.note} />);
  for (const map of everyTool) {
    items.push(
      <React.Fragment key={`tokens-${map.label}`}>
        {map.label}: <CodeList values={map.tokens} />
      </React.Fragment>,
    );
  }
  if (family.needsEnv?.length) {
    items.push(
      <React.Fragment key="env">
        Needs <CodeList values={family.needsEnv} />
      </React.Fragment>,
    );
  }
  for (const {rule} of rules) {
    items.push(
      <React.Fragment key={rule}>
        The agent’s instructions: <Rich text={rule} />
      </React.Fragment>,
    );
  }
  if (family.caveat) {
    items.push(
      <span key="caveat" className={styles.caveat}>
        <strong>In this stack:</strong> <Rich text={family.caveat} />
      </span>,
    );
  }
  if (items.length === 0) return null;
  return (
    <tr className={styles.notes}>
      <td colSpan={2}>
        <ul>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

function ToolRow({tool, family}: {tool: CambrianTool; family: CambrianToolFamily}): ReactNode {
  const tokenMaps = (family.tokenMaps ?? []).filter((map) => map.tools?.includes(tool.name));
  return (
    <tr>
      <th scope="row">
        <code>
          <Breakable text={tool.name} />
        </code>
      </th>
      <td data-label="What it does">
        <Rich text={tool.description} />
        {tool.acceptsMax && (
          <>
            {' '}
            Accepts <code>MAX</code> as the amount.
          </>
        )}
        {tokenMaps.map((map) => (
          <span key={map.label} className={styles.tokens}>
            Tokens: <CodeList values={map.tokens} />
          </span>
        ))}
      </td>
    </tr>
  );
}

function FamilyRows({family}: {family: CambrianToolFamily}): ReactNode {
  const tools = cambrianToolsOf(family.id);
  return (
    <tbody>
      <tr className={styles.family}>
        <th scope="rowgroup" colSpan={2}>
          {family.name}
          <span className={styles.area}>
            {' '}
            ({family.area}; {count(tools.length, 'tool')})
          </span>
        </th>
      </tr>
      <FamilyNotes family={family} />
      {tools.map((tool) => (
        <ToolRow key={tool.name} tool={tool} family={family} />
      ))}
    </tbody>
  );
}

export default function CambrianTools({family}: {family?: CambrianFamilyId}): ReactNode {
  const families = family ? [cambrianFamily(family)] : cambrianToolFamilies;
  const caption = family
    ? `${families[0]!.name} tools of the Cambrian agent (${cambrianToolsOf(family).length})`
    : `The Cambrian agent’s ${count(cambrianTools.length, 'tool')}, by family`;
  return (
    <DataTable caption={caption} visibleCaption={Boolean(family)} className={styles.tools} stacked>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      {families.map((f) => (
        <FamilyRows key={f.id} family={f} />
      ))}
    </DataTable>
  );
}
