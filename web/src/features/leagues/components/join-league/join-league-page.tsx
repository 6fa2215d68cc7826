import * as z from "zod/mini";
import { AlertTriangle, Search, Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { REGISTER_REDIRECT_AFTER_JOIN_MS } from "@shared/constants";
import { joinBody } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { AFTER_JOIN_PATH } from "@/lib/paths";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { joinLeagueByCode } from "@/features/leagues/lib/join-league";
import { toCodeInput, useCodeLookup } from "@/features/leagues/lib/use-code-lookup";
import { LeagueCodeInput } from "@/features/leagues/components/league-code-input";
import { ModeBadge } from "@/components/ui/mode-badge";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { JoinHowTo } from "./join-how-to";
import { signInName } from "@/features/leagues/lib/display-name";
import { reportJoinPageFailure } from "./join-failure";
import { MyLeaguesCard } from "./my-leagues-card";
import { toasts } from "@shared/messages";

const findByCode = z.pick(joinBody, { code: true });

/** /join-league: find a league by code (typed or from a link) and join it. */
export function JoinLeaguePage() {
  const { user } = useCurrentUser();
  const { leagues, refreshLeagues, selectLeague } = useSelectedLeague();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const form = useSchemaForm(findByCode, { defaultValues: { code: toCodeInput(params.get("code") ?? "") } });
  const code = useWatch({ control: form.control, name: "code" });
  const [joining, setJoining] = useState(false);
  const redirectTimer = useRef<number>(undefined);

  const lookup = useCodeLookup(code, {
    onFound: (found) => {
      if (leagues?.some((l) => l.id === found.id)) toast(toasts.alreadyAMember);
    },
  });
  const found = lookup.league;
  const isMember = Boolean(found && leagues?.some((l) => l.id === found.id));

  // The code has been read; keep the address clean so a reload does not repeat the lookup.
  useEffect(() => {
    if (params.has("code")) setParams({}, { replace: true });
  }, [params, setParams]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const join = async () => {
    if (!found) return;
    setJoining(true);
    try {
      const joined = await joinLeagueByCode(found.code, signInName(user));
      await refreshLeagues(joined);
      selectLeague(joined.id);
      toast({ ...toasts.joinedFromInvite(joined.name), variant: "success" });
      redirectTimer.current = window.setTimeout(() => navigate(AFTER_JOIN_PATH), REGISTER_REDIRECT_AFTER_JOIN_MS);
    } catch (error) {
      reportJoinPageFailure(error, found.code);
      setJoining(false);
    }
  };

  const find = form.submit(() => lookup.find());

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Join a League</h1>
        <p className="mt-1 text-slate-600">Got a code from a friend? Enter it below to find their league.</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <Card>
            <CardHeader>
              <CardTitle>Find by league code</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <form onSubmit={find} noValidate className="space-y-1.5">
                <Label htmlFor="join-code">League code</Label>
                <div className="flex gap-2">
                  <Controller
                    control={form.control}
                    name="code"
                    render={({ field }) => (
                      <LeagueCodeInput id="join-code" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
                    )}
                  />
                  <Button type="submit" variant="secondary" size="lg" disabled={lookup.isLooking}>
                    <Search /> Find
                  </Button>
                </div>
              </form>

              {found && (
                <div role="status" className="space-y-4 rounded-xl border border-pitch-200 bg-pitch-50 p-4">
                  {/* On a phone a long name keeps the width of the card and the mode badge moves below it, rather than squeezing the name to a word a line. */}
                  <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
                    <Trophy className="mt-0.5 size-5 shrink-0 text-pitch-600" aria-hidden />
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-semibold text-slate-900 wrap-anywhere" data-testid="found-league-name">
                        {found.name}
                      </p>
                      <p className="text-sm text-slate-600">
                        Code <span className="font-mono font-semibold">{found.code}</span>
                      </p>
                    </div>
                    <ModeBadge isDraftMode={found.isDraftMode} draftLabel="Draft Mode" liveLabel="Live Competition" />
                  </div>
                  {!found.isDraftMode && (
                    <p className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
                      <AlertTriangle className="size-4 shrink-0" aria-hidden />
                      This league has already started and is no longer accepting new members. Only leagues still in draft mode can be
                      joined.
                    </p>
                  )}
                  {isMember ? (
                    // Long labels wrap: on a phone this one, or a 50-character league name, was wider than the card.
                    <Button asChild variant="outline" wrap className="w-full">
                      <Link to="/leaderboard">You're already in this league · View leaderboard</Link>
                    </Button>
                  ) : (
                    <Button className="w-full" size="lg" wrap disabled={!found.isDraftMode || joining} onClick={join}>
                      {joining ? "Joining..." : `Join ${found.name}`}
                    </Button>
                  )}
                </div>
              )}
            </CardContent>
          </Card>
          <JoinHowTo />
        </div>
        <div className="lg:col-span-2">
          <MyLeaguesCard leagues={leagues ?? []} />
        </div>
      </div>
    </div>
  );
}
