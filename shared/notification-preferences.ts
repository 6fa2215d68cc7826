import * as z from "zod/mini";
import "./zod-english";
import { notificationChannels, notificationTypes, type NotificationChannel, type NotificationType } from "./notification-types";
import { isValidTimeZone, type QuietHours } from "./quiet-hours";

/**
 * A member's notification preferences: per type, which channels; and a quiet-hours window.
 * The same schema validates the settings form and the API body.
 */
type ChannelSwitches = Record<NotificationChannel, boolean>;
export type ChannelPreferences = Record<NotificationType, ChannelSwitches>;

export interface NotificationPreferences {
  channels: ChannelPreferences;
  quietHours: QuietHours;
}

/**
 * E-mail is on for what needs action or answers "what did I get": picks, deadlines, draft results,
 * and a live draft's call and turns (mailed only for slow drafts, where a turn lasts hours). Goal
 * alerts are of the moment: push and bell, e-mail only if the member asks.
 */
const EMAIL_BY_DEFAULT: readonly NotificationType[] = ["picks_needed", "deadline_reminder", "draft_result", "draft_starting", "your_turn"];

export function defaultPreferences(timeZone = "Europe/London"): NotificationPreferences {
  const channels = Object.fromEntries(
    notificationTypes.map((type) => [type, { bell: true, email: EMAIL_BY_DEFAULT.includes(type), push: true }]),
  ) as ChannelPreferences;
  return { channels, quietHours: { enabled: false, start: "22:00", end: "07:00", timeZone } };
}

/** Stored preferences over the defaults: a type added after a member saved gets its default. */
export function withDefaults(
  stored: { channels?: Partial<ChannelPreferences>; quietHours?: QuietHours } | undefined,
): NotificationPreferences {
  const base = defaultPreferences(stored?.quietHours?.timeZone);
  const channels = { ...base.channels };
  for (const type of notificationTypes) {
    const saved = stored?.channels?.[type];
    if (saved) channels[type] = { ...channels[type], ...saved };
  }
  return { channels, quietHours: stored?.quietHours ?? base.quietHours };
}

const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are HH:MM, 24-hour"));

const switches = z.strictObject(
  Object.fromEntries(notificationChannels.map((c) => [c, z.boolean()])) as Record<NotificationChannel, z.ZodMiniBoolean>,
);

export const preferencesSchema = z.strictObject({
  channels: z.partialRecord(z.enum(notificationTypes, { error: "Unknown notification type" }), switches),
  quietHours: z.strictObject({
    enabled: z.boolean(),
    start: hhmm,
    end: hhmm,
    timeZone: z.string().check(z.maxLength(64), z.refine(isValidTimeZone, "Unknown time zone")),
  }),
});
