/** product.md §9: the creator's e-mail tool previews the first 200 characters of the list. */
export const EMAIL_PREVIEW_CHARS = 200;

export function emailPreview(emails: string, limit = EMAIL_PREVIEW_CHARS): string {
  return emails.length > limit ? `${emails.slice(0, limit)}…` : emails;
}
