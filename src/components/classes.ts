/**
 * The class names of a component's stylesheet. The data components' stylesheets are global
 * (listed in docusaurus.config.ts) and every class carries its component's prefix:
 * `classes('env', ['tags'])` gives `{tags: 'env-tags'}`. A name missing from the list is a
 * type error where it is used.
 */
export function classes<const Name extends string>(prefix: string, names: readonly Name[]): Readonly<Record<Name, string>> {
  return Object.fromEntries(names.map((name) => [name, `${prefix}-${name}`])) as Record<Name, string>;
}
