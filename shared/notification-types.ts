/**
 * What a notification can be about and where it can go. The type list is the contract between
 * the senders, the preferences screen and the delivery target: a new moment (a January window
 * event, say) becomes a new entry here and is routed through every channel without more code.
 */
export const notificationTypes = [
  "deadline_reminder",
  "picks_needed",
  "league_update",
  "draft_result",
  "weekly_story",
  "transfer_window",
  "draft_starting",
  "your_turn",
  "goal_alert",
  "chat_mention",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationChannels = ["bell", "email", "push"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The words the settings page and the e-mails' footers use for each type. */
export const notificationTypeLabels: Record<NotificationType, { label: string; description: string }> = {
  deadline_reminder: { label: "Deadline reminders", description: "The day before a gameweek deadline, while your picks are missing" },
  picks_needed: { label: "Picks needed", description: "Your league is drafting and you have fewer than 15 picks" },
  league_update: { label: "League news", description: "Your league went live, was renamed, or someone joined (admins)" },
  draft_result: { label: "Draft results", description: "The draft ran: your three players" },
  weekly_story: { label: "Weekly story", description: "After each gameweek: your goals, top scorers, how the table moved" },
  transfer_window: { label: "Transfer window", description: "The January window opens and closes" },
  draft_starting: {
    label: "Live draft starting",
    description: "An hour before your league's live draft starts (e-mail only for slow drafts)",
  },
  your_turn: {
    label: "Your turn to pick",
    description: "Your pick is on the clock in a live draft, or an admin took it back or made it for you (e-mail only for slow drafts)",
  },
  goal_alert: { label: "Goal alerts", description: "One of your players scores (or a goal is taken back), with your place in the league" },
  chat_mention: { label: "Chat mentions", description: "Someone mentions you (@your name) in your league's chat" },
};

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === "string" && (notificationTypes as readonly string[]).includes(value);
