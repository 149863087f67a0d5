/**
 * Shows the addressed (`?machine=vm`) or stored (`docusaurus.tab.<groupId>`) tab at first paint;
 * the theme's Tabs switch to it only on hydrating. ./theme/Tabs marks the tabs (`tabMarks`); the
 * inline script styles the chosen tab and panel until `data-has-hydrated="true"`, changing no element.
 */

export const tabAttributes = {
  value: 'data-tab-value',
  group: 'data-tabs-group',
  query: 'data-tabs-query',
} as const;

/** Tabs a Tabs may have for its stored or addressed tab to show at first paint. */
export const maxTabs = 12;

export interface TabsKeys {
  readonly groupId?: string;
  readonly queryString?: string | boolean;
}

/** The query-string key of a Tabs, as the theme reads it (theme-common's getQueryStringKey). */
export function queryKey({groupId, queryString}: TabsKeys): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString === true ? groupId : undefined;
}

/** The attributes of one tab, or nothing when its Tabs has neither a group nor a query key. */
export function tabMarks(keys: TabsKeys, value: string): Record<string, string> | undefined {
  const query = queryKey(keys);
  if (!keys.groupId && !query) return undefined;
  return {
    [tabAttributes.value]: value,
    ...(keys.groupId ? {[tabAttributes.group]: keys.groupId} : {}),
    ...(query ? {[tabAttributes.query]: query} : {}),
  };
}

export interface SiteStorage {
  readonly type: string;
  readonly namespace: string;
}

/**
 * The inline script. It picks as theme-common's useTabsContextValue (the address's value, or the
 * default if that is none of the tabs; else the stored value) and styles as Infima's
 * `tabs__item--active` and the theme's `hidden`, the nth panel being the nth tab's. All rules have
 * one specificity: the active tab's and its panel's come last.
 */
export function firstPaintScript(storage: SiteStorage): string {
  const {value, group, query} = tabAttributes;
  const prefix = 'docusaurus.tab.';
  return `(function(){try{var s=new URLSearchParams(location.search),q=[],c='',t=window[${JSON.stringify(storage.type)}],n=${JSON.stringify(storage.namespace)};function r(a,k,v,x){k=CSS.escape(k);v=CSS.escape(v);function o(i){return 'html:not([data-has-hydrated=true]) [role=tablist]:has(>['+a+'='+k+']:nth-child('+i+')[${value}='+v+'])'+x}c+=o('n')+'>[role=tab]{border-bottom-color:transparent;border-radius:var(--ifm-global-radius);color:inherit}'+o('n')+'>[${value}='+v+']{border-bottom-color:var(--ifm-tabs-color-active-border);border-bottom-left-radius:0;border-bottom-right-radius:0;color:var(--ifm-tabs-color-active)}'+o('n')+'+*>[role=tabpanel]{display:none}';for(var i=1;i<=${maxTabs};i++)c+=o(i)+'+*>:nth-child('+i+'){display:block}'}s.forEach(function(v,k){if(q.indexOf(k)<0){q.push(k);r('${query}',k,s.get(k),'')}});var x=q.length?':not(:has('+q.map(function(k){return '>[${query}='+CSS.escape(k)+']'}).join()+'))':'';for(var i=0;t&&i<t.length;i++){var k=t.key(i);if(k.indexOf('${prefix}')==0&&k.slice(-n.length||k.length)==n)r('${group}',k.slice(${prefix.length},k.length-n.length),t.getItem(k),x)}if(c){var y=new CSSStyleSheet();y.replaceSync(c);document.adoptedStyleSheets=document.adoptedStyleSheets.concat(y)}}catch(e){}})();`;
}
