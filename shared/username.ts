/**
 * Default display name when a user joins without typing one (product.md §6): the part of the
 * e-mail before the at sign, else 'User'.
 */
export function defaultUsername(email: string | undefined): string {
  const local = email?.split("@")[0]?.trim();
  return local ? local : "User";
}

/** Season label such as "2025/26", derived from the first gameweek deadline of a season. */
export function seasonLabelFromFirstDeadline(deadline: string | undefined, fallback: string): string {
  if (!deadline) return fallback;
  const date = new Date(deadline);
  if (Number.isNaN(date.getTime())) return fallback;
  const year = date.getUTCFullYear();
  return `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
}
