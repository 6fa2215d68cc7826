/** The DB tab's filter query for table-data and export-csv. */
import { describe, expect, it } from "vitest";
import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/url-of";
import { NO_FILTERS, exportCsvUrl, gameweekFilter, tableDataQuery, type TableFilters } from "./table-query";

const tableDataUrl = (table: string, filters: TableFilters) => urlOf(contract.creator.tableData, { query: tableDataQuery(table, filters) });

describe("gameweekFilter", () => {
  it("accepts whole numbers 1 to 38 and an empty field", () => {
    expect(gameweekFilter("")).toEqual({ value: null, valid: true });
    expect(gameweekFilter(" 3 ")).toEqual({ value: 3, valid: true });
    expect(gameweekFilter("38")).toEqual({ value: 38, valid: true });
  });

  it("refuses anything else", () => {
    for (const text of ["0", "39", "2.5", "-1", "abc", "1e1"]) expect(gameweekFilter(text)).toEqual({ value: null, valid: false });
  });
});

describe("filter urls", () => {
  it("asks for the whole table without filters", () => {
    expect(tableDataUrl("league", NO_FILTERS)).toBe("/api/creator/table-data?table=league");
    expect(exportCsvUrl("league", NO_FILTERS)).toBe("/api/creator/export-csv/league");
  });

  it("sends trimmed filters and leaves out an invalid gameweek", () => {
    const filters = { search: " Salah ", gameweek: "40", user: " ann@x.test " };
    expect(tableDataUrl("gameweekGoals", filters)).toBe("/api/creator/table-data?search=Salah&user=ann%40x.test&table=gameweekGoals");
    expect(exportCsvUrl("gameweekGoals", { ...filters, gameweek: "7" })).toBe(
      "/api/creator/export-csv/gameweekGoals?search=Salah&gameweek=7&user=ann%40x.test",
    );
  });

  it("escapes the table name in the export path", () => {
    expect(exportCsvUrl("a/b", NO_FILTERS)).toBe("/api/creator/export-csv/a%2Fb");
  });
});
