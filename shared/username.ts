import { USERNAME_MAX } from "./constants";

/**
 * Default display name when a user joins without typing one (product.md §6): the part of the
 * e-mail before the at sign, else 'User'.
 */
export function defaultUsername(email: string | undefined): string {
  const local = email?.split("@")[0]?.trim();
  return local ? local : "User";
}

/**
 * A new user's display name: the name they typed at sign-in (the provider's `name` claim),
 * whitespace collapsed and cut to the username limit; the e-mail's local part only when they
 * gave none.
 */
export function signInDisplayName(name: string | undefined, email: string | undefined): string {
  const printable = Array.from(name ?? "")
    .filter((c) => c >= " " && c !== "\u007f")
    .join("");
  const typed = Array.from(printable.replace(/\s+/g, " ").trim()).slice(0, USERNAME_MAX).join("").trim();
  return typed || defaultUsername(email);
}

/** Season label such as "2025/26", derived from the first gameweek deadline of a season. */
export function seasonLabelFromFirstDeadline(deadline: string | undefined, fallback: string): string {
  if (!deadline) return fallback;
  const date = new Date(deadline);
  if (Number.isNaN(date.getTime())) return fallback;
  const year = date.getUTCFullYear();
  return `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
}
