// Covers index.html's first paint: #root holds exactly the markup of React's first screen (PageSpinner), so nothing moves when React takes over.
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { PageSpinner } from "./spinner";

const oneLine = (html: string) =>
  html
    .replace(/\s+/g, " ")
    .replace(/\s*>\s*/g, ">")
    .replace(/\s*<\s*/g, "<")
    .trim();

test("index.html paints the PageSpinner React renders first", () => {
  const page = readFileSync(new URL("../../../index.html", import.meta.url), "utf8");
  const shell = page.match(/<div id="root">([\s\S]*)<\/div>\s*<script/)?.[1];
  expect(shell).toBeDefined();
  expect(oneLine(shell ?? "")).toBe(renderToStaticMarkup(createElement(PageSpinner)));
});
