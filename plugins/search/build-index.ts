/**
 * The search index of the built pages (src/lib/search/index-file.ts): each page's sections,
 * with the aliases of src/data/search.ts added to the sections they point to, indexed by
 * MiniSearch with the options the browser searches with (src/lib/search/engine.ts).
 */
import MiniSearch from 'minisearch';
import {fields, miniSearchOptions, type SectionDocument} from '../../src/lib/search/engine';
import {encodeTerms, type PageEntry, type SearchIndexFile, type SectionEntry} from '../../src/lib/search/index-file';
import type {SearchAlias} from '../../src/data/search';
import type {Section} from './sections';

/** On how many pages a heading must stand to be the heading of a template (services' pages). */
const templateHeadingPages = 4;

export interface IndexedPage {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** Its sections; the index needs no sentences (they go to the snippets' file, files.ts). */
  readonly sections: readonly Omit<Section, 'sentences'>[];
}

/** The index file for `pages`. Throws when an alias points to a page or heading that is not there. */
export function buildIndex(
  pages: readonly IndexedPage[],
  {aliases, synonyms, weights}: {aliases: readonly SearchAlias[]; synonyms: readonly (readonly string[])[]; weights: Readonly<Record<string, number>>},
): SearchIndexFile {
  const pageEntries: PageEntry[] = pages.map(({path, title, description}) =>
    weights[path] === undefined ? [path, title, description] : [path, title, description, weights[path]!],
  );
  for (const path of Object.keys(weights)) {
    if (!pages.some((page) => page.path === path)) throw new Error(`search: a page weight names ${path}, which no built page has (src/data/search.ts)`);
  }
  // A heading that many pages share ("Health check", "Configuration") says which part of a
  // page this is, not what it is about: it counts as the section's text, not as its heading.
  const pagesWithHeading = new Map<string, number>();
  for (const page of pages) {
    for (const heading of new Set(page.sections.map((section) => section.heading))) {
      if (heading !== undefined) pagesWithHeading.set(heading, (pagesWithHeading.get(heading) ?? 0) + 1);
    }
  }
  const isTemplate = (heading: string | undefined) => heading !== undefined && pagesWithHeading.get(heading)! >= templateHeadingPages;
  const sectionEntries: SectionEntry[] = [];
  const documents: SectionDocument[] = [];
  const aliasWords = new Map<string, string[]>();
  for (const alias of aliases) {
    const page = pages.find((p) => p.path === alias.page);
    const section = page?.sections.find((s) => s.heading === alias.heading);
    if (!page || !section) {
      throw new Error(
        `search: an alias points to ${alias.page}${alias.heading ? ` › "${alias.heading}"` : ''}, which no built page has (src/data/search.ts)`,
      );
    }
    const key = `${alias.page}#${section.anchor ?? ''}`;
    aliasWords.set(key, [...(aliasWords.get(key) ?? []), ...alias.words]);
  }
  pages.forEach((page, pageNumber) => {
    for (const section of page.sections) {
      sectionEntries.push(
        section.anchor === undefined
          ? [pageNumber]
          : section.parent === undefined
            ? [pageNumber, section.anchor, section.heading!]
            : [pageNumber, section.anchor, section.heading!, section.parent],
      );
      // A table row's section is about its own name; the heading it sits under is its context.
      const isRow = section.anchor !== undefined && !section.headingLevel;
      const headings = [isRow ? undefined : section.parent, section.heading].filter((heading) => heading !== undefined && !isTemplate(heading));
      documents.push({
        id: documents.length,
        title: page.title,
        // A page's opening is headed by the page's title: "redis" finds the Redis page's top first.
        heading: section.anchor === undefined ? page.title : headings.join(' '),
        text: [isTemplate(section.heading) ? section.heading : '', isRow ? section.parent : '', section.text].filter(Boolean).join(' '),
        aliases: (aliasWords.get(`${page.path}#${section.anchor ?? ''}`) ?? []).join(' '),
      });
    }
  });
  const index = new MiniSearch<SectionDocument>(miniSearchOptions);
  index.addAll(documents);
  return {
    version: 1,
    pages: pageEntries,
    sections: sectionEntries,
    fields: [...fields],
    synonyms,
    terms: encodeTerms(index.toJSON().index),
  };
}
