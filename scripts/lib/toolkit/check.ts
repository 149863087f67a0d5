/**
 * The whole drift check: a toolkit checkout against src/data and against the lines the pages'
 * claims are tied to (scripts/lib/claims), as a list of differences.
 */
import {toolkitVersion} from '../../../src/data/site';
import {tieDifferences} from '../claims/check';
import {compareBootstrapScript, bootstrapFile} from './bootstrap-script';
import {notACheckout, readCommit, readToolkitFile, type CommitReading} from './checkout';
import {compareCompose} from './compare-compose';
import {compareEnv} from './compare-env';
import {compareProfiles} from './compare-profiles';
import {compareWrittenEnv} from './compare-written-env';
import {configureEnvFile, readConfigureEnv} from './configure-env';
import {differs, unreadable, type Difference} from './difference';
import {compareEnvExample, envExampleFile} from './env-example';

type CheckResult = {readonly notACheckout: string} | {readonly differences: readonly Difference[]};

function compareCommit(read: CommitReading): Difference[] {
  const stated = `${toolkitVersion.commit} (${toolkitVersion.date})`;
  if ('error' in read) return [differs('commit', 'commit', '', stated, `unknown (${read.error})`, 'the checkout')];
  if (read.commit === toolkitVersion.commit) return [];
  return [differs('commit', 'commit', '', stated, `${read.commit} (${read.date ?? 'date unknown'})`, read.source ?? 'the checkout (git rev-parse HEAD)')];
}

/** `commit` is the checkout's own by default; an archive's comes from its header (openToolkit). */
export function checkToolkit(root: string, commit?: CommitReading): CheckResult {
  const why = notACheckout(root);
  if (why) return {notACheckout: why};

  const compose = compareCompose(root);
  const differences: Difference[] = [...compareCommit(commit ?? readCommit(root)), ...compose.differences, ...compareEnv(compose)];

  const envExample = readToolkitFile(root, envExampleFile);
  if (envExample === null) differences.push(unreadable(envExampleFile, 'the template', `${envExampleFile} in the checkout`));
  else differences.push(...compareEnvExample(envExample, compose));

  differences.push(...compareBootstrapScript(root, readToolkitFile(root, bootstrapFile) ?? ''));

  const configureEnv = readToolkitFile(root, configureEnvFile);
  if (configureEnv === null) {
    differences.push(unreadable(configureEnvFile, 'the profiles', `${configureEnvFile} in the checkout`));
  } else {
    const read = readConfigureEnv(configureEnv);
    if (Array.isArray(read)) differences.push(...read);
    else differences.push(...compareProfiles(read), ...compareWrittenEnv(read));
  }
  differences.push(...tieDifferences(root));
  return {differences};
}
