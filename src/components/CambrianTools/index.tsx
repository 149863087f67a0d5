/**
 * CambrianTools: the Cambrian agent's tools (src/data/cambrian.ts) in one table, grouped by family.
 * Each family opens with its name, what it is and how many tools it has, then its notes (tokens
 * it accepts, variables it needs, rules of the agent's prompt about it), then one row per tool.
 *
 * Props:
 *   family?: CambrianFamilyId  Only that family, e.g. "citrex", with its caption shown above.
 *                              Without it, all families, with the caption for screen readers only.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <CambrianTools />
 *   <CambrianTools family="yei" />
 */
import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {CodeList, Identifier} from '@site/src/components/DataTable/cells';
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
import {classes} from '@site/src/components/classes';
const styles = classes('cambrian', ['area', 'caveat', 'family', 'notes', 'tokens', 'tools']);

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The notes under a family's heading: tokens, variables, the agent's rules about it, caveats; null when none. */
function familyNotes(family: CambrianToolFamily): ReactNode {
  const everyTool = (family.tokenMaps ?? []).filter((map) => !map.tools);
  const rules = cambrianPromptRules.filter((rule) => rule.family === family.id);
  const items: ReactNode[] = [];
  if (family.note) items.push(<Rich key="note" text={family.note} />);
  for (const map of everyTool) {
    items.push(
      <React.Fragment key={`tokens-${map.label}`}>
        {map.label}: <CodeList items={map.tokens} />
      </React.Fragment>,
    );
  }
  if (family.needsEnv?.length) {
    items.push(
      <React.Fragment key="env">
        Needs <CodeList items={family.needsEnv} />
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
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** What a tool does, with the tokens its family accepts for it. */
function ToolText({tool}: {tool: CambrianTool}): ReactNode {
  const family = cambrianFamily(tool.family);
  const tokenMaps = (family.tokenMaps ?? []).filter((map) => map.tools?.includes(tool.name));
  return (
    <>
      <Rich text={tool.description} />
      {tool.acceptsMax && (
        <>
          {' '}
          Accepts <code>MAX</code> as the amount.
        </>
      )}
      {tokenMaps.map((map) => (
        <span key={map.label} className={styles.tokens}>
          Tokens: <CodeList items={map.tokens} />
        </span>
      ))}
    </>
  );
}

export default function CambrianTools({family}: {family?: CambrianFamilyId}): ReactNode {
  const families = family ? [cambrianFamily(family)] : cambrianToolFamilies;
  const caption = family
    ? `${families[0]!.name} tools of the Cambrian agent (${cambrianToolsOf(family).length})`
    : `The Cambrian agent’s ${count(cambrianTools.length, 'tool')}, by family`;
  return (
    <Table
      caption={caption}
      visibleCaption={Boolean(family)}
      className={styles.tools}
      stacked
      groups={families.map((f) => {
        const tools = cambrianToolsOf(f.id);
        return {
          heading: (
            <>
              {f.name}
              <span className={styles.area}>
                {' '}
                ({f.area}; {count(tools.length, 'tool')})
              </span>
            </>
          ),
          headingClassName: styles.family,
          note: familyNotes(f),
          noteClassName: styles.notes,
          rows: tools,
        };
      })}
      columns={[
        {header: 'Tool', rowHeader: true, cell: (tool) => <Identifier text={tool.name} />},
        {header: 'What it does', cell: (tool) => <ToolText tool={tool} />},
      ]}
    />
  );
}
