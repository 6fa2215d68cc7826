import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, HelpCircle } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { BulletList } from "@/components/ui/bullet-list";
import { QUESTIONS, RULE_SECTIONS } from "../lib/rules";

/** /faq (product.md §2 'FAQ & Rules'): how a Treble league works, start to finish, then common questions. */
export function FaqPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">FAQ & Rules</h1>
        <p className="mt-1 text-sm text-slate-500">How a Treble league works, from joining to the last goal of the season.</p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {RULE_SECTIONS.map((section, index) => (
          <Card
            key={section.id}
            className={index === RULE_SECTIONS.length - 1 && RULE_SECTIONS.length % 2 === 1 ? "md:col-span-2" : undefined}
          >
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <span className="flex size-6 items-center justify-center rounded-full bg-pitch-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
                {section.title}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <BulletList items={section.rules} />
            </CardContent>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HelpCircle className="size-4 text-pitch-600" aria-hidden />
            Questions
          </CardTitle>
        </CardHeader>
        <CardContent className="divide-y divide-slate-100">
          {QUESTIONS.map((q) => (
            <Collapsible.Root key={q.question}>
              <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 py-3 text-left text-sm font-semibold text-slate-900">
                {q.question}
                <ChevronDown
                  className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Collapsible.Trigger>
              <Collapsible.Content>
                <p className="pb-3 text-sm text-slate-600">{q.answer}</p>
              </Collapsible.Content>
            </Collapsible.Root>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
