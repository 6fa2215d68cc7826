import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { withClasses } from "./with-classes";

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClasses(TabsPrimitive.List, "grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1");

export const TabsTrigger = withClasses(
  TabsPrimitive.Trigger,
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 transition-colors",
  "hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm [&_svg]:size-4",
);

export const TabsContent = withClasses(TabsPrimitive.Content, "mt-5 focus-visible:outline-none");

export interface IconTab {
  value: string;
  label: string;
  icon: LucideIcon;
  content: ReactNode;
}

/** A tab set whose triggers are an icon and a word, one panel per tab. */
export function IconTabs({
  tabs,
  value,
  onValueChange,
  label,
  listClassName,
}: {
  tabs: IconTab[];
  value: string;
  onValueChange: (value: string) => void;
  label?: string;
  listClassName?: string;
}) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList aria-label={label} className={listClassName}>
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden /> {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
