import { describe, expect, it } from "vitest";
import { statementNames } from "../../../server/db/postgres-database";

describe("the PostgreSQL store's prepared statements", () => {
  it("names each query or write once, so a connection parses and plans it once", () => {
    const nameOf = statementNames();
    const insert = "insert into orders (uuid) values ($1)";
    const select = "  select * from orders where uuid = $1";
    const cte = "with counted as (select 1) select * from counted";
    expect(nameOf(insert)).toBe(nameOf(insert));
    expect(new Set([nameOf(insert), nameOf(select), nameOf(cte)]).size).toBe(3);
    expect(nameOf("UPDATE orders SET total = $1")).toMatch(/^carta_\d+$/);
  });

  it("leaves DDL and transaction control unprepared", () => {
    const nameOf = statementNames();
    for (const sql of ["create table t (id int)", "drop schema public cascade", "begin", "commit", "alter table orders add column x int"]) {
      expect(nameOf(sql)).toBeUndefined();
    }
  });

  it("stops naming new texts at its bound, so statements built from varying text cannot grow a connection's memory", () => {
    const nameOf = statementNames();
    const names = Array.from({ length: 300 }, (_, i) => nameOf(`select ${i}`));
    expect(names.filter((name) => name !== undefined)).toHaveLength(256);
    expect(names.slice(256).every((name) => name === undefined)).toBe(true);
    expect(nameOf("select 0")).toBe(names[0]); // the ones named stay named
  });
});
