import { lazy, Suspense, useState } from "react";
import { Outlet } from "react-router-dom";
import { PageSpinner } from "@/components/ui/spinner";
import { PendingActions } from "@/features/leagues/components/pending-actions";
import { SelectedLeagueProvider } from "@/components/session/selected-league-provider";
import { useMediaQuery } from "@/lib/use-media-query";
import { AppHeader } from "./app-header";
import { SidebarNav } from "./sidebar-nav";

// The phone drawer (Radix dialog, scroll lock) loads when the menu is first opened.
const Sheet = lazy(async () => ({ default: (await import("@/components/ui/sheet")).Sheet }));

/**
 * Sidebar on desktop, a drawer on phones, the header on top, the screen below. Only the one the
 * width shows is rendered: every nav link is a router subscription, and a phone's first render
 * should not pay for a hidden column of them.
 */
export function SignedInLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const wide = useMediaQuery("(min-width: 1024px)");
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  return (
    <SelectedLeagueProvider>
      <PendingActions />
      <div className="min-h-screen lg:pl-64">
        {wide && (
          // Scrolls within its own background: an admin's fifteen entries and the account box are
          // taller than an 800-pixel window, and ran off the navy onto the page's white.
          <aside className="fixed inset-y-0 left-0 w-64 overflow-y-auto bg-navy-900">
            <SidebarNav />
          </aside>
        )}
        {menuUsed && !wide && (
          <Suspense fallback={null}>
            <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
              <SidebarNav onNavigate={() => setMenuOpen(false)} />
            </Sheet>
          </Suspense>
        )}
        <AppHeader onOpenMenu={openMenu} />
        {/* A page with the chat's column beside it (the board, decision 0318) takes a wide screen's width. */}
        <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8 2xl:has-[[data-beside-chat]]:max-w-7xl">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </SelectedLeagueProvider>
  );
}
