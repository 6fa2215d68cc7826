/**
 * The layout check every screenshot runs, computed in the page: nothing may stick out of the
 * viewport sideways (unless it sits in a sideways scroller), and no text may be cut off by a
 * container that hides its overflow. A deliberate ellipsis, one line or a line clamp, is allowed
 * only where it keeps the whole text reachable: when it does cut something short, the element or
 * one around it carries the whole text in its `title` or `aria-label`. Returns one line per problem,
 * naming the element and its text.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

async function layoutProblems(page: Page): Promise<string[]> {
  // Run through tsx (the docs' screenshot scripts), esbuild wraps the named helpers below in
  // `__name(...)`, which the page does not have; a no-op stand-in lets the same code run there.
  await page.evaluate("globalThis.__name ??= (fn) => fn");
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      const id = el.getAttribute("data-testid") ?? el.getAttribute("aria-label") ?? "";
      return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ""}> "${text}"`;
    };
    if (root.scrollWidth > viewport + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth}px in a ${viewport}px viewport`);

    const squeeze = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    // The element or one around it names the whole text: a title shows it on hover, an aria-label reads it out.
    const readableElsewhere = (el: Element, whole: string) => {
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement)
        for (const attribute of ["title", "aria-label"]) if (squeeze(up.getAttribute(attribute)).includes(whole)) return true;
      return false;
    };
    const skipped = (el: Element) =>
      el.closest("[aria-hidden='true'], .sr-only, [data-radix-toast-viewport], [role='region'][aria-label^='Notifications']") !== null;
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === "auto" || style.overflowX === "scroll";

    /**
     * Text drawn over other text: two lines of text whose visible boxes cross (headers that
     * overlap, club codes stacked on each other). Only text in the same layer is compared: a
     * sticky header over scrolled rows, a dialog over the page or a floating badge is meant to
     * cover what is under it. Each line is cut to what its clipping boxes let show.
     */
    const overlappingText = (isSkipped: (el: Element) => boolean) => {
      const found: string[] = [];
      const lines: Array<{ box: DOMRect; layer: Element | null; parent: Element; text: string }> = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || isSkipped(parent) || parent.closest("svg, script, style, option")) continue;
        let layer: Element | null = null;
        let left = -Infinity;
        let top = -Infinity;
        let right = Infinity;
        let bottom = Infinity;
        let hidden = false;
        for (let up: Element | null = parent; up && up !== document.body; up = up.parentElement) {
          const upStyle = getComputedStyle(up);
          if (upStyle.display === "none" || upStyle.visibility === "hidden" || upStyle.opacity === "0") hidden = true;
          if (!layer && upStyle.position !== "static" && upStyle.position !== "relative") layer = up;
          if (upStyle.overflowX !== "visible" || upStyle.overflowY !== "visible") {
            const box = up.getBoundingClientRect();
            left = Math.max(left, box.left);
            top = Math.max(top, box.top);
            right = Math.min(right, box.right);
            bottom = Math.min(bottom, box.bottom);
          }
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const box = new DOMRect(
            Math.max(line.left, left),
            Math.max(line.top, top),
            Math.min(line.right, right) - Math.max(line.left, left),
            Math.min(line.bottom, bottom) - Math.max(line.top, top),
          );
          if (box.width > 1 && box.height > 1) lines.push({ box, layer, parent, text: text.slice(0, 30) });
        }
      }
      // Some slack: glyph boxes of neighbouring words touch, and under a tight line height (a
      // heading's 1.05) a line's box reaches a few pixels into the next line's; text drawn over
      // text overlaps by far more than that.
      const SLACK = 3;
      const LINE_SHARE = 0.35;
      for (let i = 0; i < lines.length; i++)
        for (let j = i + 1; j < lines.length; j++) {
          const a = lines[i];
          const b = lines[j];
          if (a.layer !== b.layer || a.parent === b.parent) continue;
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (across > SLACK && down > Math.max(SLACK, LINE_SHARE * Math.min(a.box.height, b.box.height)))
            found.push(`text overlaps other text: "${a.text}" and "${b.text}"`);
        }
      return found;
    };
    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    // The usual visually-hidden pattern (a 1px absolute box) is for screen readers, not squeezed text.
    const visuallyHidden = (style: CSSStyleDeclaration, rect: DOMRect) =>
      style.position === "absolute" && rect.width <= 1 && rect.height <= 1;

    for (const el of document.body.querySelectorAll("*")) {
      if (skipped(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden" || style.display === "contents") continue;
      const rect = el.getBoundingClientRect();
      // Text whose box was squeezed to nothing by its neighbours: on screen it has vanished.
      if (rect.width < 2 && rect.height >= 2 && ownText(el) && clips(style) && !visuallyHidden(style, rect))
        problems.push(`text squeezed to nothing (${rect.width.toFixed(1)}px wide): ${describe(el)}`);
      if (rect.width < 2 || rect.height < 2) continue;

      // Sideways past the viewport, unless an ancestor scrolls it or clips it away inside the viewport.
      if (rect.right > viewport + 1 || rect.left < -1) {
        let held = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const upStyle = getComputedStyle(up);
          if (!clips(upStyle)) continue;
          const box = up.getBoundingClientRect();
          if (scrolls(upStyle) || (box.right <= viewport + 1 && box.left >= -1)) {
            held = true;
            break;
          }
        }
        if (!held)
          problems.push(`sticks out of the ${viewport}px viewport (${Math.round(rect.left)}–${Math.round(rect.right)}px): ${describe(el)}`);
      }

      // A box that scrolls sideways is meant to only when it says so: a focusable region (a wide
      // table's box) or preformatted text (a stack trace). Elsewhere (a dialog that scrolls down)
      // sideways scrolling is text that ran out of it.
      const meantToScroll = el.getAttribute("role") === "region" || (el as HTMLElement).tabIndex >= 0 || el.tagName === "PRE";
      if (scrolls(style) && el.scrollWidth > el.clientWidth + 1 && !meantToScroll)
        problems.push(`scrolls sideways, which it is not meant to (${el.scrollWidth}px in ${el.clientWidth}px): ${describe(el)}`);

      // Text cut off by a container that hides what does not fit.
      if (!clips(style) || scrolls(style)) continue;
      if (el.matches("input, select, textarea, option")) continue;
      // A clamp of a few lines ending in "…" (line-clamp) is as deliberate as a one-line ellipsis.
      const clamped = style.getPropertyValue("-webkit-line-clamp");
      const ellipsis = (style.textOverflow === "ellipsis" && style.whiteSpace === "nowrap") || (clamped !== "" && clamped !== "none");
      // ...as long as the whole text is still there to read: in a title (hover) or an accessible name.
      if (ellipsis && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
        const whole = squeeze(el.textContent);
        if (whole && !readableElsewhere(el, whole))
          problems.push(`text cut short with no title or accessible name holding it: ${describe(el)}`);
      }
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement!;
        if (skipped(parent) || (ellipsis && parent === el)) continue;
        // Text inside a scroller below this container is reached by scrolling, not cut off.
        let scrolled = false;
        for (let up: Element | null = parent; up && up !== el; up = up.parentElement) if (scrolls(getComputedStyle(up))) scrolled = true;
        if (scrolled) continue;
        // A one-line ellipsis deeper down is the deliberate kind too.
        const parentStyle = getComputedStyle(parent);
        if (parent !== el && parentStyle.textOverflow === "ellipsis" && clips(parentStyle)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width === 0) continue;
        if (text.right > rect.right + 1 || text.left < rect.left - 1) {
          problems.push(`text cut off sideways by ${describe(el)}: "${node.textContent.trim().slice(0, 40)}"`);
          break;
        }
        if (text.bottom > rect.bottom + 1 && style.overflowY !== "visible" && style.overflowY !== "auto" && style.overflowY !== "scroll") {
          problems.push(`text cut off at the bottom by ${describe(el)}: "${node.textContent.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    problems.push(...overlappingText(skipped));
    return [...new Set(problems)];
  });
}

/**
 * A screenshot that is also a layout check: waits for the network and animations to settle,
 * saves `<dir>/<name>.png`, and returns the layout problems (callers fail on any).
 */
export async function shootAndCheck(page: Page, dir: string, name: string, options: { fullPage?: boolean } = {}): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage });
  return (await layoutProblems(page)).map((p) => `${name}: ${p}`);
}

/** For the docs' screenshot scripts: print each layout problem of a shot and fail the run at the end. */
export async function reportLayout(page: Page, name: string): Promise<void> {
  for (const problem of await layoutProblems(page)) {
    console.error(`layout problem in ${name}: ${problem}`);
    process.exitCode = 1;
  }
}
