import { Stack, Validations, type CfnElement } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { IStateMachine } from "aws-cdk-lib/aws-stepfunctions";
import type { IConstruct } from "constructs";

/** The parts of the stack whose AwsSolutions findings are accepted (their logical ids name the findings). */
export interface AcceptedFindingsScope {
  api: IConstruct;
  identity: IConstruct;
  distribution: IConstruct;
  table: ITableV2;
  siteBucket: IBucket;
  /** The functions that start and watch draft runs: the draft and January window APIs and the window's job. */
  draftRunners: IFunction[];
  stateMachine: IStateMachine;
  workflowSteps: IFunction;
  deadLetterQueues: Iterable<IQueue>;
  /** The unsubscribe links' HMAC key, and the functions that send mail through SES. */
  unsubscribeSecret: IConstruct;
  mailSenders: IConstruct[];
}

/**
 * The cdk-nag AwsSolutions findings this stack accepts, each with the reason. What was cheap to
 * fix is fixed instead (access logs on the API, the buckets and the distribution; Step Functions
 * logging and X-Ray; the password policy; SSL-only queues and topic). Anything not listed here
 * fails the infra tests (nag.test.ts) and `cdk synth`.
 */
export function suppressAcceptedFindings(stack: Stack, scope: AcceptedFindingsScope) {
  const accept = (on: IConstruct, id: string, reason: string) => Validations.of(on).acknowledge({ id, reason });
  const arnOf = (construct: IConstruct) => `<${logicalId(construct)}.Arn>`;

  accept(
    scope.api,
    "AwsSolutions-APIG4",
    "No API Gateway authorizer: the session travels in an HttpOnly cookie, which a JWT authorizer cannot read, and some routes are public (sign-in, callback, league lookup). Every function's middleware verifies the session on each request.",
  );
  accept(
    stack,
    "AwsSolutions-L1",
    "Node.js 22 is pinned on purpose: the bundles target node22 and are tested to load in Node 22; the runtime moves with a deliberate upgrade, not with each new Lambda release. The BucketDeployment handler's runtime is CDK's choice.",
  );
  accept(
    stack,
    `AwsSolutions-IAM5[Resource::${arnOf(scope.table)}/index/*]`,
    "Table grants cover the table's own global secondary indexes (index/*), nothing outside the table.",
  );
  for (const runner of scope.draftRunners) {
    accept(
      runner,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${logicalId(scope.stateMachine)}"}]}]}:*]`,
      "Draft runners read the status of executions of the draft state machine only; execution ARNs are not known before the run starts.",
    );
  }
  accept(
    scope.stateMachine,
    `AwsSolutions-IAM5[Resource::${arnOf(scope.workflowSteps)}:*]`,
    "The state machine may invoke the steps function's versions and aliases (CDK's LambdaInvoke grant), not any other function.",
  );
  accept(
    scope.stateMachine,
    "AwsSolutions-IAM5[Resource::*]",
    "X-Ray tracing (PutTraceSegments) and CloudWatch log delivery (CreateLogDelivery and friends) do not support resource-level permissions.",
  );
  accept(
    scope.unsubscribeSecret,
    "AwsSolutions-SMG4",
    "The secret signs the unsubscribe links of mails already sent; rotating it would break every link still in an inbox before it expires. It is rotated by hand, with a deliberate redeploy.",
  );
  for (const sender of scope.mailSenders) {
    accept(
      sender,
      `AwsSolutions-IAM5[Resource::arn:aws:ses:<AWS::Region>:<AWS::AccountId>:identity/*]`,
      "The sender identity (MAIL_FROM's address or domain) is chosen at deploy time and verified in SES outside the stack; sending is also bound to the stack's own configuration set.",
    );
  }
  for (const queue of scope.deadLetterQueues) {
    accept(
      queue,
      "AwsSolutions-SQS3",
      "This queue is itself a dead-letter queue, of an EventBridge target; cdk-nag only recognises dead-letter queues of other queues.",
    );
  }
  accept(
    scope.identity,
    "AwsSolutions-COG8",
    "The Plus plan's threat protection costs per monthly active user; a private fan league does not hold data that warrants it. Essentials gives managed login.",
  );
  accept(
    scope.identity,
    "AwsSolutions-COG2",
    "MFA stays optional: the app holds picks and league membership, not money or personal data beyond e-mail and first name.",
  );
  accept(
    scope.distribution,
    "AwsSolutions-CFR4",
    "The distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be raised; a custom domain with an ACM certificate would be needed.",
  );
  accept(scope.distribution, "AwsSolutions-CFR1", "No geo restriction: league members follow the Premier League from anywhere.");
  accept(
    scope.distribution,
    "AwsSolutions-CFR2",
    "No WAF: API Gateway's stage throttling limits floods, and a web ACL costs more than a hobby league's traffic warrants.",
  );

  // CDK's own BucketDeployment Lambda (copies the SPA build into the bucket at deploy time).
  const deployment = stack.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
  if (deployment) {
    const reason =
      "CDK's BucketDeployment handler: it reads the CDK asset bucket and writes every object of the site bucket at deploy time, with CDK's own grants.";
    accept(
      deployment,
      "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
      "CDK's BucketDeployment handler logs with the AWS-managed basic execution role CDK gives it; the app's own functions write only their own log group.",
    );
    for (const finding of [
      "Action::s3:GetObject*",
      "Action::s3:GetBucket*",
      "Action::s3:List*",
      "Action::s3:DeleteObject*",
      "Action::s3:Abort*",
      "Resource::*",
      `Resource::${arnOf(scope.siteBucket)}/*`,
      "Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*",
    ]) {
      accept(deployment, `AwsSolutions-IAM5[${finding}]`, reason);
    }
  }
}

/** The CloudFormation logical id of a construct's resource, as cdk-nag writes it in a finding. */
function logicalId(construct: IConstruct): string {
  const stack = Stack.of(construct);
  return stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement));
}
