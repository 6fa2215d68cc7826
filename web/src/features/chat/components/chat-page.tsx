import { useRef } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { useIsPhone } from "@/lib/use-media-query";
import { useFillVisibleHeight } from "../hooks/use-fill-visible-height";
import { ChatPanel } from "./chat-panel";

/**
 * /chat: the selected league's chat. On a phone it is the whole screen under the app bar, the
 * composer at its foot kept above the on-screen keyboard; wider, a card as tall as the window.
 */
export function ChatPage() {
  const { league, isLoading } = useSelectedLeague();
  const phone = useIsPhone();
  const box = useRef<HTMLDivElement>(null);
  const height = useFillVisibleHeight(box, phone && Boolean(league));

  if (isLoading) return <Skeleton className="h-[60vh] rounded-2xl" />;
  if (!league) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">League chat</h1>
        <p className="mt-2 text-sm text-slate-600">Join a league to talk with its members here.</p>
        <Button asChild className="mt-6">
          <Link to="/join-league">Join a League</Link>
        </Button>
      </Card>
    );
  }
  return (
    <div
      ref={box}
      style={height ? { height } : undefined}
      // Phones: edge to edge under the app bar (the main's padding undone), as tall as what is visible.
      className="-mx-4 -my-6 flex h-[calc(100dvh-4rem)] flex-col sm:-mx-6 md:mx-0 md:my-0 md:h-[calc(100dvh-8rem)] md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:shadow-sm"
      data-testid="chat-page"
    >
      <h1
        className="truncate border-b border-slate-200 bg-white px-4 py-2.5 text-base font-semibold text-slate-900"
        title={`${league.name} chat`}
      >
        {league.name} chat
      </h1>
      <ChatPanel league={league} className="min-h-0 flex-1" />
    </div>
  );
}
