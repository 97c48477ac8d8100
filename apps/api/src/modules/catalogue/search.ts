import { products } from '@app/db';
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Search: full-text search beside substring and typo matches, in SQL over indexed columns, never a scan in
// JavaScript.

/** A search as the ways of matching read it (parseSearch). */
export interface ParsedSearch {
  /** The query as typed, for websearch_to_tsquery: words, "quoted phrases", `or` and -exclusions. */
  query: string;
  /** Words and "quoted phrases", at most 8: each must be found for the substring and typo matches. */
  terms: Array<{ text: string; phrase: boolean }>;
  /** Words after a '-' ('mug -coffee'): a product whose text contains one is left out, however it matched. */
  excluded: string[];
}

/**
 * Reads a query as websearch_to_tsquery does, for the matches beside full-text search: a token starting with a
 * double quote is a phrase (to the closing quote, or the end), a token of more than '-' starting with '-' is
 * an exclusion, anything else a word (a quote inside a word is a character of it, as before).
 */
function parseSearch(q: string): ParsedSearch {
  const terms: ParsedSearch['terms'] = [];
  const excluded: string[] = [];
  for (const [token] of q.matchAll(/-?"[^"]*"?|\S+/g)) {
    const negated = token.length > 1 && token.startsWith('-');
    const body = negated ? token.slice(1) : token;
    const phrase = body.startsWith('"');
    const text = phrase ? body.replace(/"/g, ' ').trim().replace(/\s+/g, ' ') : body;
    if (!text) continue;
    if (negated) excluded.push(text);
    else terms.push({ text, phrase });
  }
  return { query: q.trim(), terms: terms.slice(0, 8), excluded: excluded.slice(0, 8) };
}

/** Words shorter than this never match as typos: three letters are too few trigrams to tell words apart. */
const TYPO_MIN_LENGTH = 4;
/**
 * ts_rank_cd's weights for labels {D, C, B, A}: a word of the name (A) counts ten times one of the description
 * (C), so a name hit ranks before a description-only hit unless the description repeats the word ten times.
 */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.1, 0.3, 1.0}'`);

/** `%`, `_` and `\` match literally. Backed by the trigram index on products.search_text. */
function contains(text: string, column: SQLWrapper = products.searchText) {
  return sql`${column} like '%' || lower(${text.replace(/[\\%_]/g, (char) => `\\${char}`)}) || '%'`;
}

/**
 * The runs of three letters or digits in a word ('cofee': cof, ofe, fee), the first 24: the trigrams pg_trgm
 * takes from inside the word's parts (it splits at anything else). A word sharing none of them with a text
 * never reaches the typo threshold (at most the three trigrams of its ends match: fewer than 60 %).
 */
function letterRuns(word: string) {
  const runs = new Set<string>();
  for (const part of word.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const chars = Array.from(part);
    for (let i = 0; i + 3 <= chars.length; i++) runs.add(chars.slice(i, i + 3).join(''));
  }
  return [...runs].slice(0, 24);
}

/**
 * A typo: a word found in no product as typed that is trigram-similar to a word of the text: pg_trgm's `<%`,
 * word_similarity at least pg_trgm.word_similarity_threshold (0.6 by default, left alone): most of the word's
 * trigrams are there. 'cofee' finds coffee, 'blendr' a blender, 'lamo' a lamp. Only for a word no product has
 * (an InitPlan, one index probe per query), so a real word never drags in its neighbours ('lamp' finding lamb,
 * 'showerhead' shower) and a common word costs no comparison per row. `<%` computes the trigrams of the whole
 * text (about 13 µs a product); the planner, which thinks it cheap, may scan the table rather than the trigram
 * index, so a text must first contain one of the word's letter runs (a plain LIKE, a few times cheaper), which
 * every text the word is similar to does: 2,000 products, 'blankt' finding 200 blankets, 26 ms to 8.
 */
function similar(text: string, runs: string[]) {
  const typed = sql`exists (select 1 from ${products} as typed where ${contains(text, sql.raw('typed.search_text'))})`;
  const patterns = sql.join(
    runs.map((run) => sql`${`%${run}%`}`),
    sql`, `,
  );
  // The word is a subquery's result, unknown to the planner: given a constant, it would estimate `<%` by computing
  // the similarity to each of the column's ~100 histogram texts, 1.2 ms of planning for every search with a word of
  // 4+ characters (more than running the search), and with the default estimate it reads the trigram index.
  return sql`(not ${typed} and ${products.searchText} like any (array[${patterns}]) and (select lower(${text})) <% ${products.searchText})`;
}

/** The words that may match as typos: 4 characters or more (not phrases), with a letter run to look for. */
function typoTerms(search: ParsedSearch) {
  const typos = new Map<ParsedSearch['terms'][number], string[]>();
  for (const term of search.terms) {
    const runs = letterRuns(term.text);
    if (!term.phrase && term.text.length >= TYPO_MIN_LENGTH && runs.length > 0) typos.set(term, runs);
  }
  return typos;
}

/** A search's conditions and what its order needs, from the query as typed. */
export function searchParts(q: string) {
  const search = parseSearch(q);
  const tsquery = sql`websearch_to_tsquery('english', ${search.query})`;
  // Full-text search on the generated search_vector (GIN index): whole words in their other forms ('lamps'
  // finds a lamp, 'lights' a light), "quoted phrases" and -exclusions, ranked by where the words are.
  const fullText = sql`${products.searchVector} @@ ${tsquery}`;
  const typos = typoTerms(search);
  // Every word (or phrase) a substring of the text, as before full-text search: keeps a word being typed
  // ('lam' finds lamps), parts of words ('shirtvskins') and characters the text parser drops ('%') working.
  const exact = search.terms.length > 0 ? and(...search.terms.map((term) => contains(term.text))) : undefined;
  // The same with a typo allowed in each word of 4+ characters ('cofee mug' finds a coffee mug).
  const loose =
    typos.size > 0
      ? and(
          ...search.terms.map((term) => {
            const runs = typos.get(term);
            return runs ? or(contains(term.text), similar(term.text, runs)) : contains(term.text);
          }),
        )
      : exact;
  // websearch_to_tsquery leaves out the excluded words' stems; the substring and typo matches must too.
  const where = sql.join(
    [
      loose ? sql`(${fullText} or ${loose})` : fullText,
      ...search.excluded.map((word) => sql`not ${contains(word)}`),
    ],
    sql` and `,
  );
  return { search, tsquery, fullText, exact, typos: [...typos.keys()], where };
}

/**
 * What a search matches: full-text search, or every word a substring, or every word a substring or a typo of a
 * word of the text; minus the products holding a word after '-'.
 */
export function searchCondition(q: string): SQL | undefined {
  if (!q.trim()) return undefined;
  return searchParts(q).where;
}

/** How many of `conditions` hold, for ordering by it. */
const howMany = (conditions: SQL[]) =>
  sql.join(
    conditions.map((condition) => sql`(${condition})::int`),
    sql` + `,
  );

/**
 * A search's order, before the listing's own: the full-text rank (ts_rank_cd by the words' weights: a name hit
 * before a category or description hit); then how many search words start a word (a PostgreSQL `\m` word-start
 * match, so 'led' finds LED lights before soled shoes and sealed jars, and 'lam' finds a lamp before a clamp)
 * of the name, then of the whole text; then how many the name has anywhere; then the products found only
 * through a typo, most similar first.
 */
export function searchOrder({
  search,
  tsquery,
  fullText,
  exact,
  typos,
}: ReturnType<typeof searchParts>): SQL[] {
  const order = [sql`ts_rank_cd(${RANK_WEIGHTS}, ${products.searchVector}, ${tsquery}) desc`];
  const words = search.terms.map((term) => term.text.toLowerCase());
  if (words.length > 0) {
    const wordStarts = words.map((word) => `\\m${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    order.push(
      sql`${howMany(wordStarts.map((wordStart) => sql`lower(${products.name}) ~ ${wordStart}`))} desc`,
      sql`${howMany(wordStarts.map((wordStart) => sql`${products.searchText} ~ ${wordStart}`))} desc`,
      sql`${howMany(words.map((word) => sql`position(${word} in lower(${products.name})) > 0`))} desc`,
    );
  }
  if (typos.length > 0 && exact) {
    // Whole-word similarity tells which word was meant best ('snorkmaidn' is closer to snorkmaid than to
    // snorkmaidens); the case spares computing it (trigrams of the whole text) for every row found without a typo.
    const similarity = sql.join(
      typos.map((term) => sql`strict_word_similarity(lower(${term.text}), ${products.searchText})`),
      sql` + `,
    );
    order.push(sql`(case when ${fullText} or ${exact} then ${typos.length} else ${similarity} end) desc`);
  }
  return order;
}
