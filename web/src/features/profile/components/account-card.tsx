import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";
import { DetailRow } from "./detail-row";

/** A profile card of labelled details, the account's e-mail first. */
export function AccountCard({ title, email, children }: { title: string; email: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <DetailRow label="E-mail">
            <WrapAtDots text={email} />
          </DetailRow>
          {children}
        </dl>
      </CardContent>
    </Card>
  );
}
