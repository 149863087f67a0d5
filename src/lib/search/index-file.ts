/**
 * The search index as the build writes it (plugins/search) and the browser reads it: the
 * pages, their sections, the synonyms, and an inverted index of terms. The inverted index is
 * MiniSearch's own (its `toJSON`), written compactly: one line per term, then for each field
 * the distances between the ids of the sections that hold the term, in base 36. It keeps
 * whether a section holds a term, not how often: sections are short, and on the query set
 * (tests/search/queries.ts) the counts changed no ranking while they cost 13% of the file.
 * What MiniSearch's file repeats and can be worked out again (document ids, field lengths,
 * their averages) is left out and rebuilt on load. About 75% smaller than MiniSearch's own
 * JSON, gzipped: the first search downloads it whole.
 */
import type {AsPlainObject} from 'minisearch';

/** [path, title, description, weight of its sections when not 1] */
export type PageEntry = readonly [string, string, string] | readonly [string, string, string, number];
/** [page number, anchor, heading, parent heading]; a page's opening is [page number] alone. */
export type SectionEntry = readonly [number] | readonly [number, string, string] | readonly [number, string, string, string];

export interface SearchIndexFile {
  readonly version: 1;
  readonly pages: readonly PageEntry[];
  readonly sections: readonly SectionEntry[];
  /** MiniSearch's field names, in field id order. */
  readonly fields: readonly string[];
  /** Groups of words that mean the same to a reader (src/data/search.ts). */
  readonly synonyms: readonly (readonly string[])[];
  /** `term\tfield:gaps;field:gaps`, one line per term; gaps between section ids, comma-separated, base 36. */
  readonly terms: string;
}

type MiniSearchIndex = AsPlainObject['index'];

/** MiniSearch's index, written as SearchIndexFile['terms']. Section ids must be 0…n-1. */
export function encodeTerms(index: MiniSearchIndex): string {
  return index
    .map(([term, fields]) => {
      const postings = Object.entries(fields).map(([fieldId, documents]) => {
        let previous = 0;
        const ids = Object.keys(documents)
          .map(Number)
          .sort((a, b) => a - b)
          .map((id) => {
            const gap = (id - previous).toString(36);
            previous = id;
            return gap;
          });
        return `${fieldId}:${ids.join(',')}`;
      });
      if (/[\t\n]/.test(term)) throw new Error(`search index: the term ${JSON.stringify(term)} holds a tab or a line break`);
      return `${term}\t${postings.join(';')}`;
    })
    .join('\n');
}

/** The object MiniSearch.loadJS takes, rebuilt from the file. */
export function miniSearchObject(file: SearchIndexFile): AsPlainObject {
  const count = file.sections.length;
  const fieldLength: number[][] = Array.from({length: count}, () => file.fields.map(() => 0));
  const index: [string, Record<string, Record<string, number>>][] = [];
  for (const line of file.terms.split('\n')) {
    const tab = line.indexOf('\t');
    const fields: Record<string, Record<string, number>> = {};
    for (const posting of line.slice(tab + 1).split(';')) {
      const [fieldId, list] = posting.split(':') as [string, string];
      const documents: Record<string, number> = {};
      let id = 0;
      for (const gap of list.split(',')) {
        id += parseInt(gap, 36);
        documents[id] = 1;
        // MiniSearch's field length is the number of distinct terms in the field.
        fieldLength[id]![Number(fieldId)]! += 1;
      }
      fields[fieldId] = documents;
    }
    index.push([line.slice(0, tab), fields]);
  }
  const averageFieldLength = file.fields.map((_, f) => fieldLength.reduce((sum, lengths) => sum + lengths[f]!, 0) / count);
  return {
    documentCount: count,
    nextId: count,
    documentIds: Object.fromEntries(Array.from({length: count}, (_, i) => [i, i])),
    fieldIds: Object.fromEntries(file.fields.map((field, i) => [field, i])),
    fieldLength: Object.fromEntries(fieldLength.map((lengths, i) => [i, lengths])),
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}

/** Where the build writes the index, from the site's root. */
export const searchIndexPath = '/search-index.json';
