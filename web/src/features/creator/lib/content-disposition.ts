/**
 * The file name a download should get, from the server's content-disposition header (RFC 6266):
 * the UTF-8 `filename*` form wins over the plain `filename`. Path parts are dropped so a header
 * can never name a folder.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, "")));
    } catch {
      // A malformed escape: fall back to the plain form below.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return baseName(quoted[1].replace(/\\(.)/g, "$1"));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? baseName(bare[1]) : null;
}

function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
