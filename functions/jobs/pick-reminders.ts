import { sendPickReminders } from "../notifications/reminders";

/** EventBridge schedule target (events/jobs.ts): the daily picks_needed reminders. */
export const handler = async () => sendPickReminders();
