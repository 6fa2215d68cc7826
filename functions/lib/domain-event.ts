import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { ActionType, Category, DomainEvent, Severity } from "../../events/catalog";
import type { SessionUser } from "./session";

interface Happened {
  leagueId: string;
  actionType: ActionType;
  details: string;
  category: Category;
  severity?: Severity;
  metadata?: Record<string, unknown>;
  /** The name the actor goes by in this league; defaults to their account name. */
  username?: string;
}

/** A domain event caused by the caller of an API request: who, from where, when. */
export function happened(request: { event: APIGatewayProxyEventV2; user: SessionUser }, what: Happened): DomainEvent {
  return {
    actionType: what.actionType,
    detail: {
      leagueId: what.leagueId,
      actor: { userId: request.user.userId, username: what.username ?? request.user.name },
      details: what.details,
      severity: what.severity ?? "info",
      category: what.category,
      metadata: what.metadata,
      ipAddress: request.event.requestContext.http.sourceIp,
      userAgent: request.event.requestContext.http.userAgent,
      occurredAt: new Date().toISOString(),
    },
  };
}
