/** The id of the form control that shows a field's error, so that a failed build can focus it. */
import type {Field} from '@site/src/lib/env-builder/choices';

export function controlId(field: Field): string {
  if (field.startsWith('service:')) return `envb-service-${field.slice('service:'.length)}`;
  if (field.startsWith('current:')) return `envb-current-${field.slice('current:'.length)}`;
  const ids: Record<string, string> = {
    profile: 'envb-profile',
    services: `envb-service-openwebui`,
    placement: 'envb-placement-computer',
    domain: 'envb-domain',
    email: 'envb-email',
    openaiKey: 'envb-openai',
    seiKey: 'envb-sei',
    codeModules: 'envb-modules',
    stack: 'envb-stack-new',
  };
  return ids[field] ?? 'envb-profile';
}
