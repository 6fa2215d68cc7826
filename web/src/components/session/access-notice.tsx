import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** Why the creator panel does not open: signed out, or not the site's creator. */
export function AccessNotice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card role="alert" className="mx-auto max-w-md p-8 text-center">
      <ShieldAlert className="mx-auto size-10 text-amber-500" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
      {children && <div className="mt-5 flex justify-center">{children}</div>}
    </Card>
  );
}
