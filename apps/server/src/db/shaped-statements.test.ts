import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database";
import { MAX_SHAPES_PER_STATEMENT, placeholder, ShapedStatement } from "./shaped-statements";

describe("a statement built once per shape (the funeral day's writes)", async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const { db } = database;

  /** `n + step`, where the step is part of the text (the shape) and n a value bound per call. */
  function adder() {
    const builds: number[] = [];
    const statement = new ShapedStatement<Array<{ sum: number }>>();
    const add = (step: number, n: number) =>
      statement.run(db, `plus ${step}`, { n }, () => {
        builds.push(step);
        return db.select({ sum: sql<number>`${placeholder<number>("n")}::int + ${sql.raw(String(step))}` }).from(sql`(select 1) as one`);
      });
    return { add, builds };
  }

  it("builds a shape's text once and answers each call with its own values", async () => {
    const { add, builds } = adder();
    expect(await add(1, 1)).toEqual([{ sum: 2 }]);
    expect(await add(1, 41)).toEqual([{ sum: 42 }]);
    expect(await add(10, 5)).toEqual([{ sum: 15 }]);
    expect(await add(1, -1)).toEqual([{ sum: 0 }]);
    expect(builds).toEqual([1, 10]);
  });

  it("still answers a shape past the ones it keeps, building it for that call", async () => {
    const { add, builds } = adder();
    for (let step = 0; step < MAX_SHAPES_PER_STATEMENT; step++) await add(step, 1);
    expect(await add(1000, 1)).toEqual([{ sum: 1001 }]);
    expect(await add(1000, 2)).toEqual([{ sum: 1002 }]);
    expect(await add(0, 2)).toEqual([{ sum: 2 }]);
    expect(builds.filter((step) => step === 1000)).toHaveLength(2);
    expect(builds.filter((step) => step === 0)).toHaveLength(1);
  });
});
