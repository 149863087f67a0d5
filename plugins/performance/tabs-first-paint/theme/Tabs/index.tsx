/**
 * Wraps the theme's Tabs: each tab of a Tabs with a groupId or a queryString carries its value and
 * keys (through the `attributes` the theme spreads on it) for ../../first-paint.ts; not lazy Tabs.
 */
import React, {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-init/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {tabMarks} from '../../first-paint';

type Props = WrapperProps<typeof TabsType>;
type TabItemProps = {value: string; attributes?: Record<string, unknown>};

export default function TabsWrapper(props: Props): ReactNode {
  const {groupId, queryString, lazy, values, children} = props;
  if (lazy || !tabMarks({groupId, queryString}, '')) return <Tabs {...props} />;
  const marked = <T extends TabItemProps>(tab: T): T => ({...tab, attributes: {...tab.attributes, ...tabMarks({groupId, queryString}, tab.value)}});
  if (values) return <Tabs {...props} values={values.map(marked)} />;
  const tabs = Children.map(children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string' ? cloneElement(child as ReactElement<TabItemProps>, marked(child.props)) : child,
  );
  return <Tabs {...props}>{tabs}</Tabs>;
}
