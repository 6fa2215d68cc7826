import { Bug, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useSWRConfig } from "swr";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CREATOR_DEBUG_KEY, useCreatorDebug } from "@/features/creator/lib/get-creator-debug";
import { formatCreatorTime } from "../lib/format";
import { LoadFailed } from "./empty-text";

/** product.md §9: the debug card lists the scorers of gameweek 3. */
const DEBUG_GAMEWEEK = 3;

/** The live debug card: our stored current gameweek next to the feed's, read live, and GW3's scorers. */
export function DebugCard() {
  const { debug, error, isLoading } = useCreatorDebug(true);
  const { mutate } = useSWRConfig();
  const [refreshing, setRefreshing] = useState(false);
  const busy = isLoading || refreshing;
  const refresh = async () => {
    setRefreshing(true);
    await mutate(CREATOR_DEBUG_KEY);
    setRefreshing(false);
  };
  useEffect(() => {
    // The catalogue's message points at the console, so the details have to be there.
    if (error) console.error("Creator debug data failed to load", error);
  }, [error]);

  return (
    <Card data-testid="debug-card">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Bug className="size-4 text-pitch-600" aria-hidden />
          Live Debug
        </CardTitle>
        <Button variant="outline" size="sm" onClick={refresh} disabled={busy} aria-label="Refresh debug data">
          <RefreshCw className={busy ? "animate-spin" : undefined} aria-hidden />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {error && <LoadFailed>Failed to load debug data. Check console for details.</LoadFailed>}
        {isLoading && !debug && <Skeleton className="h-40" />}
        {debug && (
          <>
            <div className="grid grid-cols-2 gap-3">
              <section className="rounded-xl bg-slate-50 p-3" aria-label="Our database">
                <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Our database</h3>
                <p className="mt-1 text-base font-bold text-slate-900">{debug.ourGameweek?.name ?? "No current gameweek"}</p>
                {debug.ourGameweek && (
                  <p className="mt-0.5 text-xs text-slate-500">
                    ID {debug.ourGameweek.id} · updated {formatCreatorTime(debug.ourGameweek.updatedAt)}
                  </p>
                )}
              </section>
              <section className="rounded-xl bg-slate-50 p-3" aria-label="FPL feed">
                <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">FPL feed (live)</h3>
                <p className="mt-1 text-base font-bold text-slate-900">{debug.realGameweek?.name ?? "Not answering"}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                  {debug.realGameweek && <span>ID {debug.realGameweek.id}</span>}
                  {debug.realGameweek ? (
                    <Badge variant={debug.realGameweek.finished ? "neutral" : "live"}>
                      {debug.realGameweek.finished ? "Finished" : "Live"}
                    </Badge>
                  ) : (
                    <Badge variant="draft">Unavailable</Badge>
                  )}
                </p>
              </section>
            </div>
            {debug.feedError && <p className="rounded-lg bg-red-50 p-3 text-xs text-red-700">{debug.feedError}</p>}
            <section aria-label={`GW${DEBUG_GAMEWEEK} goal scorers`}>
              <h3 className="text-sm font-semibold text-slate-900">
                GW{DEBUG_GAMEWEEK} goal scorers <span className="font-normal text-slate-500">({debug.gw3Scorers.length})</span>
              </h3>
              {debug.gw3Scorers.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">No goal scorers found in GW{DEBUG_GAMEWEEK}</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {debug.gw3Scorers.map((s) => (
                    <li
                      key={s.id}
                      className="rounded-md bg-navy-50 px-2 py-0.5 text-xs text-navy-800"
                      title={`${s.name ?? "Unknown player"}${s.teamName ? `, ${s.teamName}` : ""} · feed id ${s.id}`}
                    >
                      {s.name ?? `Player #${s.id}`} <span className="font-semibold text-pitch-700">×{s.goals}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
