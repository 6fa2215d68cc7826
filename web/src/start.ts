import { contract } from "@shared/contract/routes";
import { startEarly } from "@/lib/early-requests";

/**
 * The page's entry: a few hundred bytes that run as soon as they arrive, while the app's code
 * (modulepreloaded by index.html) is still downloading. It asks who is looking and, from the answer,
 * starts what their first screen needs, so nothing waits for React to load and render first:
 * a signed-in visitor's route table and leagues (and on the board's paths its code), a visitor's
 * signed-out route table (and on / the landing page). The app takes these answers and modules when
 * it asks for the same ones.
 */
const BOARD_PATHS = ["/", "/leaderboard"];

const path = window.location.pathname;
startEarly(contract.auth.currentUser.path).then(
  (answer) => {
    if (answer.ok) {
      startEarly(contract.auth.userLeagues.path);
      void import("./app/signed-in-routes");
      if (BOARD_PATHS.includes(path)) void import("@/features/leaderboard/components/leaderboard-page");
    } else if (answer.status === 401) {
      void import("./app/signed-out-routes");
      if (path === "/") void import("@/features/leagues/components/landing/landing-page");
    }
  },
  // The app asks again and shows what went wrong.
  () => undefined,
);
void import("./main");
