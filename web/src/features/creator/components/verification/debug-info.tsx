import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";
import { Card } from "@/components/ui/card";

/** product.md §2 'Data verification' Debug Info: the raw answers behind the cards, folded away by default. */
export function DebugInfo({ data }: { data: Record<string, unknown> }) {
  return (
    <Card>
      <Collapsible.Root>
        <Collapsible.Trigger className="group flex w-full items-center justify-between p-5 text-left">
          <span className="text-base font-semibold text-slate-900">Debug Info</span>
          <ChevronDown className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <pre
            className="mx-5 mb-5 max-h-96 overflow-auto rounded-lg bg-navy-950 p-4 text-xs leading-relaxed text-navy-100"
            data-testid="debug-info"
          >
            {JSON.stringify(data, null, 2)}
          </pre>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
