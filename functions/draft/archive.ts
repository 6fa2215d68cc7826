import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { MembershipItem } from "../data/entities/membership";
import { setArchived } from "../data/stores/leagues-store";
import { happened } from "../lib/domain-event";
import { publish } from "../lib/event-bus";
import type { SessionUser } from "../lib/session";

/** Archives members with a reason and records who did it (one activity entry for the batch). */
export async function archiveMembers(
  req: { event: APIGatewayProxyEventV2; user: SessionUser },
  admin: MembershipItem,
  targets: Array<{ id: string; userId: string; username: string }>,
  reason: string,
): Promise<void> {
  for (const t of targets) await setArchived(admin.leagueId, t.userId, { reason });
  await publish(
    happened(req, {
      leagueId: admin.leagueId,
      actionType: "USERS_ARCHIVED",
      category: "admin_action",
      severity: "warning",
      username: admin.username,
      details: `${admin.username} archived ${targets.map((t) => t.username).join(", ")}: ${reason}`,
      metadata: { userIds: targets.map((t) => t.id), reason },
    }),
  );
}
