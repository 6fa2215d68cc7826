import { contract } from "@shared/contract/routes";
import type { UserLeague } from "@shared/types";
import { firstReadsByPath } from "@/app/first-reads";
import { dropEarly, startEarly } from "@/lib/early-requests";
import { SELECTED_LEAGUE_KEY, resolveSelectedLeague } from "@/lib/session/selected-league";
import { readStorage } from "@/lib/storage";

/**
 * The page's entry: a few hundred bytes that run as soon as they arrive, while the app's code
 * (modulepreloaded by index.html) is still downloading. It asks who is looking and, from the answer,
 * starts what their first screen needs, so nothing waits for React to load and render first:
 * a signed-in visitor's route table (the leagues are asked beside the user), and on the board's and the draft room's paths
 * their code and first calls (first-reads.ts) once the selected league is known; a visitor's
 * signed-out route table (and on / the landing page). The app takes these answers and modules when
 * it asks for the same ones.
 */
const path = window.location.pathname;
const reads = firstReadsByPath[path];

// Beside the user (index.html preloads both): the first screen's league is known one round trip
// sooner. A visitor's 401 is never read.
const leaguesAnswer = startEarly(contract.auth.userLeagues.path);

function startSignedInCode() {
  void import("./app/signed-in-routes");
  reads?.code();
}

// A screen only a member opens (every first-reads path but /, which is the landing page's too) asks
// for its code beside the user, not a round trip after (decision 0338); a visitor there only loses the
// download. Asked again once the user is known, the same modules cost nothing more.
if (reads && path !== "/") startSignedInCode();

async function startSignedIn() {
  startSignedInCode();
  for (const call of reads?.calls ?? []) startEarly(call);
  const answer = await leaguesAnswer;
  if (!reads || !answer?.ok) return;
  // A copy: the app reads the answer itself.
  const leagues = (await answer.clone().json()) as UserLeague[];
  const league = resolveSelectedLeague(leagues, readStorage("local", SELECTED_LEAGUE_KEY));
  if (league) for (const call of reads.leagueCalls(league)) startEarly(call);
}

startEarly(contract.auth.currentUser.path)?.then(
  (answer) => {
    if (answer.ok) {
      // The app asks again and shows what went wrong.
      startSignedIn().catch(() => undefined);
    } else if (answer.status === 401) {
      dropEarly(contract.auth.userLeagues.path);
      void import("./app/signed-out-routes");
      if (path === "/") void import("@/features/leagues/components/landing/landing-page");
    }
  },
  () => undefined,
);
void import("./main");
