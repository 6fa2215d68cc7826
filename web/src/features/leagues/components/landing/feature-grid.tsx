import { Layers, ListChecks, Zap } from "lucide-react";

const FEATURES = [
  {
    icon: ListChecks,
    title: "Simple player selection",
    text: "Rank your favourite goal scorers, take part in a snake draft and end up with three. That's your whole team.",
  },
  {
    icon: Layers,
    title: "Multi-league support",
    text: "Play with work mates, school friends and family at once. Switch between leagues in one tap.",
  },
  {
    icon: Zap,
    title: "Real-time updates",
    text: "Goals land on the leaderboard as the gameweek unfolds, so the banter never has to wait.",
  },
];

export function FeatureGrid() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <h2 className="text-center text-3xl font-extrabold tracking-tight text-navy-900">Fantasy football, minus the homework</h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        Everything you need to run a private league with your friends, and nothing you don't.
      </p>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <span className="flex size-11 items-center justify-center rounded-xl bg-navy-900 text-pitch-400">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-bold text-navy-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
