import { gunzipSync, gzipSync } from "node:zlib";

/** Large texts (audit logs, draft inputs) are stored gzipped and base64-encoded. */
export const packText = (text: string) => gzipSync(Buffer.from(text, "utf8")).toString("base64");
export const unpackText = (packed: string | undefined) => (packed ? gunzipSync(Buffer.from(packed, "base64")).toString("utf8") : "");
export const packJson = (value: unknown) => packText(JSON.stringify(value));
export const unpackJson = <T>(packed: string | undefined): T | undefined => (packed ? (JSON.parse(unpackText(packed)) as T) : undefined);
