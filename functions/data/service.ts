import { service } from "./built-on-first-use";
import { documentClient, tableName } from "./client";
import { League } from "./entities/league";
import { LeagueCode } from "./entities/league-code";
import { Membership } from "./entities/membership";
import { Selection } from "./entities/selection";
import { User } from "./entities/user";
import { DraftRun } from "./entities/draft-run";
import { DraftRunPart } from "./entities/draft-run-part";
import { Notification, NotificationMarker } from "./entities/notification";
import { NotificationPreference } from "./entities/notification-preference";
import { PushSubscription } from "./entities/push-subscription";
import { EmailSuppression } from "./entities/email-suppression";
import { NotificationHold } from "./entities/notification-hold";
import { Activity } from "./entities/activity";
import { Invitation } from "./entities/invitation";
import { FeedSeason } from "./entities/feed-season";
import { FplPlayer } from "./entities/fpl-player";
import { FplTeam } from "./entities/fpl-team";
import { Gameweek } from "./entities/gameweek";
import { GameweekGoals } from "./entities/gameweek-goals";
import { RefreshRun } from "./entities/refresh-run";
import { FeedVersion } from "./entities/feed-version";
import { RefreshJob } from "./entities/refresh-job";
import { RefreshRequest } from "./entities/refresh-request";
import { SeasonSettings } from "./entities/season-settings";
import { WindowPick } from "./entities/window-pick";
import { Session } from "./entities/session";
import { LeagueSeason } from "./entities/league-season";
import { LeaguePicksPart } from "./entities/league-picks-part";

/** Every entity of the single table; collections read several entities in one query. */
export const treble = service(
  {
    user: User,
    league: League,
    leagueCode: LeagueCode,
    membership: Membership,
    selection: Selection,
    draftRun: DraftRun,
    draftRunPart: DraftRunPart,
    activity: Activity,
    invitation: Invitation,
    notification: Notification,
    notificationMarker: NotificationMarker,
    notificationPreference: NotificationPreference,
    pushSubscription: PushSubscription,
    emailSuppression: EmailSuppression,
    notificationHold: NotificationHold,
    feedSeason: FeedSeason,
    fplPlayer: FplPlayer,
    fplTeam: FplTeam,
    gameweek: Gameweek,
    gameweekGoals: GameweekGoals,
    refreshRun: RefreshRun,
    feedVersion: FeedVersion,
    refreshJob: RefreshJob,
    refreshRequest: RefreshRequest,
    windowPick: WindowPick,
    seasonSettings: SeasonSettings,
    session: Session,
    leagueSeason: LeagueSeason,
    leaguePicks: LeaguePicksPart,
  },
  { client: documentClient, table: tableName() },
);
