/**
 * The file name a download should get, from the answer's content-disposition header: the
 * RFC 5987 `filename*` form first (it carries any characters), then the plain `filename`.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (extended) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()), fallback);
    } catch {
      // A malformed escape: fall through to the plain form.
    }
  }
  const plain = header.match(/filename\s*=\s*(?:"([^"]*)"|([^;]+))/);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? sanitize(name, fallback) : fallback;
}

/** Never a path: a name with folders in it keeps only its last part. */
function sanitize(name: string, fallback: string): string {
  const last = name.split(/[\\/]/).pop()?.trim();
  return last || fallback;
}
