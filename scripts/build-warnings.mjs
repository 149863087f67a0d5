/**
 * The build warnings that fail our checks. The config keeps them at `warn` (SPEC §5),
 * so the build itself passes; this list makes `npm test` fail instead.
 */
export const brokenBuildPatterns = [
  /Docusaurus found broken links!/,
  /Docusaurus found broken anchors!/,
  /Duplicate routes found!/,
  /Markdown link with URL .* couldn't be resolved/,
  /Image .* couldn't be resolved/i,
];

/** The lines of a build log that match one of the patterns. */
export function findBuildProblems(log) {
  return log
    .split('\n')
    .filter((line) => brokenBuildPatterns.some((pattern) => pattern.test(line)));
}
