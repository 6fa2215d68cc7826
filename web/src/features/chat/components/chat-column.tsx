import { Maximize2 } from "lucide-react";
import { Link } from "react-router-dom";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { ChatPanel } from "./chat-panel";

/** The league's chat as a column beside the board on a wide screen: the same chat as /chat, as tall as the window. */
export function ChatColumn({ league }: { league: UserLeague }) {
  return (
    <aside
      aria-label="League chat"
      className="sticky top-24 flex h-[calc(100dvh-8rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="chat-column"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-3 py-1.5">
        <h2 className="text-sm font-semibold text-slate-900">Chat</h2>
        <Button asChild variant="ghost" size="sm">
          <Link to="/chat">
            <Maximize2 aria-hidden /> Open chat
          </Link>
        </Button>
      </div>
      <ChatPanel league={league} className="min-h-0 flex-1" />
    </aside>
  );
}
