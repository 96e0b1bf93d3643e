import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client";

/** A query as drizzle prepares it: its text built once, the values of its placeholders bound on each call. */
type Prepared<Result> = { execute(values: Record<string, unknown>): Promise<Result> };
export type Preparable<Result> = { prepare(name: string): Prepared<Result> };

/** Shapes of one statement kept per database; a statement past it is built for its call alone (it still runs). */
export const MAX_SHAPES_PER_STATEMENT = 64;

/**
 * drizzle's prepare() takes a name, which node-postgres would make a named statement of; without
 * one, the connection prepares a text it sees again itself, under a name hashed from the text
 * (db/prepared-statements.ts), as for every other statement.
 */
const NAMED_BY_THE_CONNECTION = undefined as unknown as string;

/**
 * A statement built once per shape and sent again with each call's values: the funeral day's
 * writes (a like, a tribute, a memory-wall message; decision 058) and the reads of a page nobody
 * asked for lately (the memorial, and the anonymous reader's page of its wall, tributes and
 * album; decision 059).
 *
 * drizzle turns its query builders into text on every call, walking every column, alias and
 * sub-select of the statement. For the one-statement writes (several CTEs: the counter, the
 * row, the keepers' notification, the record of the change) that walk was about 1 ms of the
 * server's one thread per write, four times what answering a page from memory costs; in a flood
 * where 1 request in 20 writes, the writes took about a third of that thread. For a memorial
 * page's render it was the four reads' text, a good part of what the render cost that thread.
 * What changes a statement's text is its shape, named by the caller: which CTEs it has, which of
 * its values are null, the counts it moves, whose filter a list is read with. A statement is built
 * for a shape once, with placeholders where the values go (`placeholder`), and drizzle binds each
 * call's values to it.
 *
 * The shape must name everything the build reads from its call other than through a placeholder:
 * two calls of one shape share one text. Kept per database object, so a transaction's statements
 * are not kept beyond it.
 */
export class ShapedStatement<Result> {
  readonly #byDatabase = new WeakMap<Db | Tx, Map<string, Prepared<Result>>>();

  /** `build` makes the statement of this call's shape, with placeholders for `values`; it runs only for a shape not seen on `db`. */
  run(db: Db | Tx, shape: string, values: Record<string, unknown>, build: () => Preparable<Result>): Promise<Result> {
    let shapes = this.#byDatabase.get(db);
    if (!shapes) this.#byDatabase.set(db, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (!prepared) {
      prepared = build().prepare(NAMED_BY_THE_CONNECTION);
      if (shapes.size < MAX_SHAPES_PER_STATEMENT) shapes.set(shape, prepared);
    }
    return prepared.execute(values);
  }
}

/**
 * The place of a call's value `name` in a ShapedStatement's build, typed as the value it stands
 * for so the query builders take it (drizzle binds a placeholder wherever it binds a value).
 */
export const placeholder = <T = string>(name: string): T => sql.placeholder(name) as unknown as T;
