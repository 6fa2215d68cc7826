import { sendWeeklyStories } from "../notifications/weekly-stories";

/** EventBridge schedule target (events/jobs.ts): weekly stories once a gameweek's goals are final. */
export const handler = async () => sendWeeklyStories();
