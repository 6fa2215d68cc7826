import { existsSync, readFileSync, writeFileSync } from "node:fs";

type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string; consumed?: number };
interface Entry {
  payload: Payload;
  expiresAt?: number;
}

/**
 * oidc-provider's storage for the local host, kept in one JSON file in the data folder so
 * provider sessions (and so "stay signed in") survive a restart. Local traffic is tiny, so a
 * synchronous rewrite per change is simpler than anything cleverer.
 */
export function fileAdapterFactory(file: string) {
  const entries: Record<string, Entry> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const alive = (e: Entry | undefined): e is Entry => e !== undefined && (!e.expiresAt || e.expiresAt > Date.now());
  const persist = () => {
    for (const [key, entry] of Object.entries(entries)) if (!alive(entry)) delete entries[key];
    writeFileSync(file, JSON.stringify(entries));
  };

  return class FileAdapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      entries[this.key(id)] = { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined };
      persist();
    }
    async find(id: string) {
      const entry = entries[this.key(id)];
      return alive(entry) ? entry.payload : undefined;
    }
    private findBy(field: "uid" | "userCode", value: string) {
      const entry = Object.entries(entries).find(([k, e]) => k.startsWith(`${this.model}:`) && e.payload[field] === value && alive(e));
      return entry?.[1].payload;
    }
    async findByUid(uid: string) {
      return this.findBy("uid", uid);
    }
    async findByUserCode(userCode: string) {
      return this.findBy("userCode", userCode);
    }
    async consume(id: string) {
      const entry = entries[this.key(id)];
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      persist();
    }
    async destroy(id: string) {
      delete entries[this.key(id)];
      persist();
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of Object.entries(entries)) if (entry.payload.grantId === grantId) delete entries[key];
      persist();
    }
  };
}
