import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const STEPS = [
  "Get the 6-character league code from your league admin or an invite link.",
  "Enter the code above. It is not case-sensitive.",
  "Join the league while it is still in draft mode.",
  "Select your players and get ready for the draft.",
];

/** product.md §2 'Join League page': the four-step how-to. */
export function JoinHowTo() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to join a league</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-900 text-xs font-bold text-white">
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
