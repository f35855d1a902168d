/**
 * Whether a statement only reads: a select, or a `with` that names no insert, update or delete (no statement of ours
 * selects a function that writes). PGlite counts anything else as a write (client.ts); on PostgreSQL only a plain
 * read is asked again after a lost connection, as reading twice changes nothing (postgres.ts).
 * @example isPlainRead('select 1') //=> true
 * @example isPlainRead('with x as (insert into notes values (1) returning id) select id from x') //=> false
 */
export const isPlainRead = (sql: string): boolean => PLAIN_READ.test(sql);

const PLAIN_READ = /^\s*(?:select\b|with\b(?![\s\S]*\b(?:insert|update|delete)\b))/i;
