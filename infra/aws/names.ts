/** `refresh-feed` → `RefreshFeed`: construct ids from the kebab-case names used in declarations. */
export const pascalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
