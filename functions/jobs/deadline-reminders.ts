import { sendDeadlineReminders } from "../notifications/reminders";

/** EventBridge schedule target (events/jobs.ts): deadline_reminder within 24 h of a deadline. */
export const handler = async () => sendDeadlineReminders();
