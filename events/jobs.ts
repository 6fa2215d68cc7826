/**
 * Scheduled jobs, declared once: the CDK stack turns each into a Lambda and an EventBridge
 * schedule; the local host's scheduler runs the same entry on the same expression.
 */
export interface JobDecl {
  /** kebab-case, unique; used for the Lambda and rule names. */
  name: string;
  /** Module (relative to the repo root) exporting `handler(event)`. */
  entry: string;
  /** EventBridge schedule expression: `rate(10 minutes)` or `cron(0 7 * * ? *)`. */
  schedule: string;
  description: string;
  timeoutSeconds?: number;
  /** Table permissions in AWS; a job that only reads should say "read". Default "readWrite". */
  tableAccess?: "read" | "readWrite";
  /** Extra environment the job needs in AWS (the mail and push settings). */
  needs?: "notifications";
  /**
   * The local host also runs it once as it starts: a host that was stopped (or killed) lost its
   * timers and running executions, which AWS never does, and this job is what picks them up.
   */
  atStart?: boolean;
}

export const jobs: JobDecl[] = [
  {
    name: "live-draft-clock",
    entry: "functions/jobs/live-draft-clock.ts",
    // Every minute, the shortest a schedule can be: each draft's own clock is exact, and this
    // sweep only catches a clock that stopped (a restarted local host, a failed loop) within a minute.
    schedule: "rate(1 minute)",
    description: "Live drafts: takes turns whose time ran out and restarts any stopped pick clock",
    atStart: true,
  },
  {
    name: "refresh-goals",
    entry: "functions/match-day/goals-job.ts",
    // Every minute, the match-day pace's fastest (product.md §10.16): each tick reads one stored
    // item and refreshes only when due (every minute while a match is live, every 10 minutes
    // otherwise in a gameweek, hourly between gameweeks), so a quiet minute costs one short
    // invocation and no feed call. One schedule beats one-time schedules at kick-offs on cost and
    // parts (decision 0240, a minute tick for the match-day refresh). A live minute's run reads
    // again at its 20 s and 40 s (decision 0331), well inside the timeout.
    schedule: "rate(1 minute)",
    description: "Goals from the FPL feed at the match-day pace: fixtures' stats while live, per-gameweek live data otherwise",
    timeoutSeconds: 120,
  },
  {
    name: "refresh-players",
    entry: "functions/jobs/refresh-players.ts",
    // Daily, early morning UK time: prices, clubs, status and news change at most daily; goals
    // last season cost ~800 calls but only in the first run of a season.
    schedule: "cron(30 5 * * ? *)",
    description: "Players, clubs and gameweeks from the FPL feed; goals last season once per season",
    timeoutSeconds: 300,
  },
  {
    name: "pick-reminders",
    entry: "functions/jobs/pick-reminders.ts",
    // Once a day in the early evening UK time, when people read their phones; the reminder
    // itself is deduplicated per user per day, so an extra run sends nothing.
    schedule: "cron(0 18 * * ? *)",
    description: "picks_needed notifications for members of draft leagues with fewer than 15 picks",
  },
  {
    name: "deadline-reminders",
    entry: "functions/jobs/deadline-reminders.ts",
    // Hourly, so the reminder lands within the last day before a deadline whatever its hour;
    // deduplicated per user and gameweek.
    schedule: "rate(1 hour)",
    description: "deadline_reminder notifications in the 24 hours before a gameweek deadline",
  },
  {
    name: "window-calendar",
    entry: "functions/jobs/window-calendar.ts",
    // Hourly: the window's notifications land within the hour of their moment, and a league
    // whose admin has not executed the window draft gets it within the hour of "the day after".
    schedule: "rate(1 hour)",
    description: "January window: opening and 48-hour notifications, and the window draft the day after the close",
    timeoutSeconds: 300,
  },
  {
    name: "release-held-notifications",
    entry: "functions/jobs/release-held-notifications.ts",
    // Every 5 minutes: a member's quiet hours end on their own clock, and a held deadline
    // reminder should not wait long after that; each run is one query of the held queue.
    schedule: "rate(5 minutes)",
    description: "E-mail and push held during members' quiet hours, sent when the hours end",
    needs: "notifications",
  },
  {
    name: "weekly-stories",
    entry: "functions/jobs/weekly-stories.ts",
    // Hourly: a gameweek's goals become final at an hour the feed decides; each league is told
    // once (a conditional write per league), so the other runs cost one query and no writes.
    schedule: "rate(1 hour)",
    description: "weekly_story notifications to live leagues once a gameweek's goals are final",
    timeoutSeconds: 120,
  },
];
