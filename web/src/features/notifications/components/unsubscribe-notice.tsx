import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { serverMessageOf } from "@/lib/api-error";
import { unsubscribeByToken } from "@/features/notifications/lib/notification-settings";

type State = { kind: "working" } | { kind: "done"; label: string } | { kind: "failed"; message: string };

/**
 * Where a mail's unsubscribe link lands (/profile-settings?unsubscribe=…): it applies the signed
 * token, signed in or not, then says what changed. Renders nothing without a token.
 */
export function UnsubscribeNotice({ onDone }: { onDone?: () => void }) {
  const [params, setParams] = useSearchParams();
  const token = params.get("unsubscribe");
  const [state, setState] = useState<State | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    setState({ kind: "working" });
    unsubscribeByToken(token)
      .then((answer) => {
        setState({ kind: "done", label: answer.label });
        onDone?.();
      })
      .catch((error: unknown) => setState({ kind: "failed", message: serverMessageOf(error, "This unsubscribe link did not work.") }))
      .finally(() => setParams((p) => (p.delete("unsubscribe"), p), { replace: true }));
  }, [token, onDone, setParams]);

  if (!state || state.kind === "working") return token ? <p className="text-sm text-slate-500">Unsubscribing…</p> : null;
  return state.kind === "done" ? (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-pitch-200 bg-pitch-50 p-4 text-sm text-pitch-900">
      <CheckCircle2 className="size-5 shrink-0" />
      <p>
        You are unsubscribed from <strong>{state.label}</strong> e-mails. Everything else stays as it was.
      </p>
    </div>
  ) : (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <XCircle className="size-5 shrink-0" />
      <p>{state.message}</p>
    </div>
  );
}
