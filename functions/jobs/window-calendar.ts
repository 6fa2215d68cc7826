import { runWindowCalendar } from "../window/calendar-job";

/** EventBridge schedule target (events/jobs.ts): January window notifications and the window draft the day after the close. */
export const handler = async () => runWindowCalendar();
