import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import type { IUserPool } from "aws-cdk-lib/aws-cognito";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";
import { Alarms } from "./alarms";
import { ApiGateway } from "./api";
import { SignInClient } from "./identity";
import { acceptEdgeFindings } from "./nag-suppressions";
import { Site } from "./site";

export interface EdgeStackProps extends StackProps {
  /** The SPA build (web/dist). */
  webDist: string;
  userPool: IUserPool;
  alarmTopic: ITopic;
}

/**
 * What the outside world reaches, deployed second: the distribution (the one address users
 * see) with the SPA's bucket, the HTTP API's front door (the API, its stage and access log), and
 * the user pool's web client, which names the distribution's address. Nothing here runs our code:
 * the API stack attaches the routes and functions by the API's id, so this stack changes only
 * when the site's files or the front door's settings do.
 *
 * A WebSocket API (`/ws`) belongs here too, beside the HTTP API: its `WebSocketApi` and stage, and
 * a `/ws` behaviour on the distribution, which needs its address. Its routes, integrations,
 * function group and invoke permission go in the API stack (docs/deploy.md, "Adding to the stacks").
 */
export class EdgeStack extends Stack {
  readonly site: Site;
  readonly gateway: ApiGateway;
  readonly signIn: SignInClient;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.site = new Site(this, "Site", { webDist: props.webDist });
    this.gateway = new ApiGateway(this, "Api");
    this.site.routeApi(this.gateway.httpApi);
    this.signIn = new SignInClient(this, "Identity", { userPool: props.userPool, publicUrl: this.site.url });
    new Alarms(this, "EdgeAlarms", { topic: props.alarmTopic, httpApi: this.gateway.httpApi });

    new CfnOutput(this, "SiteUrl", { value: this.site.url, description: "Open this: the app, its API under /api" });
    new CfnOutput(this, "ApiUrl", {
      value: this.gateway.httpApi.apiEndpoint,
      description: "The HTTP API itself (the site reaches it via /api/*)",
    });
    new CfnOutput(this, "UserPoolClientId", { value: this.signIn.client.userPoolClientId });

    acceptEdgeFindings(this, { api: this.gateway.httpApi, distribution: this.site.distribution, siteBucket: this.site.bucket });
  }
}
