// The notice `npm start` and the tests print on a Node older than Lambda's: present below Node 22, absent from it.
import { describe, expect, it } from "vitest";
import { LAMBDA_NODE_MAJOR, olderNodeNotice } from "./node-version";

describe("the older-Node notice", () => {
  it("names both versions and what the run cannot show, on Node 20", () => {
    const notice = olderNodeNotice("20.20.0");
    expect(notice).toMatch(/^Running on Node 20\.20\.0; Lambda runs the functions on Node 22\./);
    expect(notice).toContain("import assertions");
    expect(notice).toContain("Install Node 22");
  });

  it("is absent on Lambda's Node and later", () => {
    expect(olderNodeNotice(`${LAMBDA_NODE_MAJOR}.11.0`)).toBeUndefined();
    expect(olderNodeNotice("24.1.0")).toBeUndefined();
  });
});
