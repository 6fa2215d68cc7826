import { MessagesSquare } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { chatShareUrl } from "../lib/chat-share";
import { useHomePieces } from "@/features/home/pieces";

/** product.md §2 'Home page': the community chat card. The banter lives in the league's group chat. */
export function CommunityChatCard({ league }: { league: UserLeague }) {
  const { CopyInviteButton } = useHomePieces();
  return (
    <section aria-labelledby="community-chat" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
          <MessagesSquare className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="community-chat" className="font-semibold text-slate-900">
            Community chat
          </h2>
          <p className="text-sm text-slate-500">Trash talk, transfer rumours and who picked whom: take {league.name} to your group chat.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={chatShareUrl(window.location.origin, league)} target="_blank" rel="noreferrer">
                <MessagesSquare /> Share in WhatsApp
              </a>
            </Button>
            <CopyInviteButton code={league.code} />
          </div>
        </div>
      </div>
    </section>
  );
}
