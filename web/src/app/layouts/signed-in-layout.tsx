import { Suspense, useState } from "react";
import { Outlet } from "react-router-dom";
import { Sheet } from "@/components/ui/sheet";
import { PageSpinner } from "@/components/ui/spinner";
import { PendingActions } from "@/components/leagues/pending-actions";
import { SelectedLeagueProvider } from "@/components/leagues/selected-league-provider";
import { AppHeader } from "./app-header";
import { SidebarNav } from "./sidebar-nav";

/** Sidebar on desktop, a drawer on phones, the header on top, the screen below. */
export function SignedInLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <SelectedLeagueProvider>
      <PendingActions />
      <div className="min-h-screen lg:pl-64">
        <aside className="fixed inset-y-0 left-0 hidden w-64 bg-navy-900 lg:block">
          <SidebarNav />
        </aside>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
          <SidebarNav onNavigate={() => setMenuOpen(false)} />
        </Sheet>
        <AppHeader onOpenMenu={() => setMenuOpen(true)} />
        <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </SelectedLeagueProvider>
  );
}
