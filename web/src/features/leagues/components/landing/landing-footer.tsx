import { Logo } from "@/components/logo";

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6">
        <Logo compact />
        <p className="text-center">Treble is an unofficial fan game and is not affiliated with the Premier League.</p>
        <p>© {new Date().getFullYear()} Treble</p>
      </div>
    </footer>
  );
}
