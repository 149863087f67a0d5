/**
 * The `.env` configure_env.sh writes and the credentials it asks for, against src/data: which
 * variables it writes (`writtenByBootstrap`), their literal values (`bootstrapValue`, else
 * `default`), the credential prompts in order, what Enter keeps, and the placeholders the default
 * profiles write. Values the script computes (`$BASE_DOMAIN_FOR_ENV`, answers) are not compared.
 */
import {envVars} from '../../../src/data/env';
import {credentialPrompts} from '../../../src/data/profiles';
import {differs, differsList, onlyInDocs, onlyInToolkit, type Difference} from './difference';
import {configureEnvFile as file, type ConfigureEnv} from './configure-env';

const byName = new Map(envVars.map((v) => [v.name, v]));

export function compareWrittenEnv(read: ConfigureEnv): Difference[] {
  const differences: Difference[] = [];
  for (const v of envVars) {
    if (v.writtenByBootstrap && !read.written.has(v.name)) differences.push(onlyInDocs('bootstrap', `env ${v.name}`, 'written by bootstrap', file));
  }
  for (const [name, value] of read.written) {
    const v = byName.get(name);
    if (!v) {
      differences.push(onlyInToolkit('bootstrap', `env ${name}`, `written as ${name}=${value}`, file));
    } else if (!v.writtenByBootstrap) {
      differences.push(differs('bootstrap', `env ${name}`, '', 'not written by bootstrap', `${name}=${value}`, file));
    } else if (!value.includes('$') && value !== (v.bootstrapValue ?? v.default)) {
      const what = v.bootstrapValue === undefined ? 'default' : 'bootstrap value';
      differences.push(differs('bootstrap', `env ${name}`, what, v.bootstrapValue ?? v.default, value, file));
    }
  }

  const asked = credentialPrompts.map((prompt) => prompt.variables[0]!);
  const prompted = read.prompted.filter((name) => byName.has(name));
  differences.push(...differsList('bootstrap', 'credential prompts', 'variables', asked, prompted, file));
  for (const prompt of credentialPrompts) {
    const answer = prompt.variables[0]!;
    const writtenFrom = [...read.written].filter(([, value]) => value === `$${answer}`).map(([name]) => name);
    differences.push(
      ...differsList('bootstrap', `credential prompt ${answer}`, 'writes', [...prompt.variables].sort(), writtenFrom.sort(), file),
    );
    const v = byName.get(answer);
    const keeps = read.promptDefaults.get(answer);
    if (v && keeps !== undefined && keeps !== v.default) {
      differences.push(differs('bootstrap', `credential prompt ${answer}`, 'Enter keeps', v.default, keeps, file));
    }
  }
  for (const [name, value] of read.defaultsBlock) {
    const v = byName.get(name);
    if (v && value !== v.default) differences.push(differs('bootstrap', `env ${name}`, 'default-profile value', v.default, value, file));
  }
  return differences;
}
