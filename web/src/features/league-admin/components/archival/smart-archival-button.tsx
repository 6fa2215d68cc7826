import { Archive } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SmartArchivalDialog } from "./smart-archival-dialog";

/** Opens Smart User Archival; the count says how many members are short of 15 picks. */
export function SmartArchivalButton({ leagueId, candidates }: { leagueId: string; candidates: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Archive /> Smart Archival ({candidates})
      </Button>
      <SmartArchivalDialog leagueId={leagueId} open={open} onOpenChange={setOpen} />
    </>
  );
}
